import { useId, useState } from 'react';
import { Badge, Button, Card, QRCode, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { cardStatusOf, type CardDecision, type CardStatus } from '@/entities/product';
import { ROUTES } from '@/shared/config';
import { LinkButton } from '@/shared/ui/link-button';
import type { ProductCard as ProductCardData } from '../lib/productCards';
import styles from './ProductCentre.module.css';

/** Ribbon colours by meaning (under review blue, returned orange), dark enough for white text (WCAG AA). */
const RIBBON_COLOURS: Record<CardStatus, string> = {
  NOT_APPROVED: '#595959',
  UNDER_REVIEW: '#0958d9',
  RETURNED: '#ad4e00',
  ACTIVATED: '#237804',
  FAILED: '#a8071a',
};

export interface ProductCardProps {
  card: ProductCardData;
  decision: CardDecision;
  /** Where Use now goes; null when the menu does not offer the product. */
  useNowLink: string | null;
  /** The QR code's value for Subscribe; null when the deployment has no subscription address. */
  subscriptionUrl: string | null;
  verifying: boolean;
  /** The review's comment on a returned application (BACK); null while unknown or when it has none. */
  returnReason: string | null;
  onVerify(): void;
  /** Opens the submitted application read-only. */
  onView(): void;
  onActivate(): void;
  onUseNow(link: string): void;
}

/** One product-centre card: name, description, status ribbon and the action of 000 §2. */
export function ProductCard({ card, decision, useNowLink, subscriptionUrl, verifying, returnReason, onVerify, onView, onActivate, onUseNow }: ProductCardProps) {
  const { t } = useTranslation('product');
  const [qrOpen, setQrOpen] = useState(false);
  const [reasonOpen, setReasonOpen] = useState(false);
  const reasonId = `${useId()}-reason`;
  const id = useId();
  const titleId = `${id}-title`;
  const hintId = `${id}-hint`;
  const qrId = `${id}-qr`;
  const subscribeHintId = `${id}-subscribe-hint`;
  const { action } = decision;
  const status = cardStatusOf(card);

  let hint: string | null = null;
  if (action.kind === 'activate' && action.disabled) hint = t('hint.activateUnderReview');
  if ((action.kind === 'verify' || action.kind === 'resubmit') && action.disabled) hint = t('hint.verifySubmitted');
  if (action.kind === 'resubmit' && !action.disabled) hint = t('hint.returned');
  if (action.kind === 'view') hint = t('hint.verifySubmitted');
  if (action.kind === 'useNow' && !useNowLink) hint = t('hint.useNowUnavailable');
  const describedBy = hint ? hintId : undefined;

  return (
    <Badge.Ribbon text={t(`status.${status}`)} color={RIBBON_COLOURS[status]}>
      <Card className={styles.card} role="article" aria-labelledby={titleId}>
        <div className={styles.cardBody}>
          <div className={[styles.cardHead, status === 'RETURNED' ? styles.underLongRibbon : ''].join(' ')}>
            <Typography.Title level={3} id={titleId} className={styles.cardTitle}>
              {card.name}
            </Typography.Title>
            {decision.freeTrial && <Tag className={styles.freeTrial}>{t('freeTrial')}</Tag>}
          </div>
          <Typography.Paragraph className={styles.description}>{card.description}</Typography.Paragraph>
          {card.failureMessage && (
            <Typography.Paragraph className={styles.failure}>{t('failedReason', { message: card.failureMessage })}</Typography.Paragraph>
          )}
          {hint && (
            <Typography.Paragraph id={hintId} className={styles.hint}>
              {hint}
            </Typography.Paragraph>
          )}
          <div className={styles.actions}>
            {action.kind === 'activate' && (
              <Button type="primary" disabled={action.disabled} aria-describedby={describedBy} onClick={onActivate}>
                {t('action.activate')}
              </Button>
            )}
            {action.kind === 'verify' && (
              <Button type="primary" disabled={action.disabled} loading={verifying} aria-describedby={describedBy} onClick={onVerify}>
                {t('action.verify')}
              </Button>
            )}
            {action.kind === 'resubmit' && (
              <>
                <Button type="primary" disabled={action.disabled} loading={verifying} aria-describedby={describedBy} onClick={onVerify}>
                  {t('action.resubmit')}
                </Button>
                {/* The reason is one click away, on the card: what to correct before opening the wizard. */}
                <Button aria-expanded={reasonOpen} aria-controls={reasonId} onClick={() => setReasonOpen((open) => !open)}>
                  {reasonOpen ? t('action.hideReason') : t('action.showReason')}
                </Button>
              </>
            )}
            {action.kind === 'view' && (
              <Button type="primary" aria-describedby={describedBy} onClick={onView}>
                {t('action.view')}
              </Button>
            )}
            {action.kind === 'useNow' && (
              <Button type="primary" disabled={!useNowLink} aria-describedby={describedBy} onClick={() => useNowLink && onUseNow(useNowLink)}>
                {t('action.useNow')}
              </Button>
            )}
            {decision.subscribe && subscriptionUrl && (
              <Button aria-expanded={qrOpen} aria-controls={qrId} onClick={() => setQrOpen((open) => !open)}>
                {qrOpen ? t('action.hideSubscribe') : t('action.subscribe')}
              </Button>
            )}
            {/* 000 §2: Subscribe toggles a QR code. A deployment without a subscription address has no code to show: Subscribe is disabled and says why. */}
            {decision.subscribe && !subscriptionUrl && (
              <Button disabled aria-describedby={subscribeHintId}>
                {t('action.subscribe')}
              </Button>
            )}
            {/* Financing needs pre-approval (001 §2.5, §2.6): the two pre-approval pages, for this product. */}
            {decision.preApproval && (
              <>
                {/* No productType on these links: logout keeps a page's productType, and signing in
                    with one lists only that product's enterprises (000 §4), which a seller's
                    enterprise of another product type is not. */}
                <LinkButton to={ROUTES.preApprovalApply}>{t('action.applyPreApproval')}</LinkButton>
                <LinkButton to={ROUTES.preApproval}>{t('action.connectStores')}</LinkButton>
              </>
            )}
          </div>
          {action.kind === 'resubmit' && (
            <div id={reasonId} hidden={!reasonOpen}>
              {/* Server text, shown as text. */}
              {reasonOpen && (
                <Typography.Paragraph className={styles.reason}>
                  {returnReason ? t('returnReason', { comment: returnReason }) : t('noReturnReason')}
                </Typography.Paragraph>
              )}
            </div>
          )}
          {decision.subscribe && !subscriptionUrl && (
            <Typography.Paragraph id={subscribeHintId} className={styles.hint}>
              {t('subscription.unavailable')}
            </Typography.Paragraph>
          )}
          {decision.subscribe && subscriptionUrl && (
            <div id={qrId} className={styles.qr} hidden={!qrOpen}>
              {qrOpen && (
                <>
                  {/* antd passes aria-* to its canvas, which has role="img". */}
                  <QRCode value={subscriptionUrl} size={144} bordered={false} aria-label={t('subscription.qrLabel', { product: card.name })} />
                  <Typography.Text className={styles.hint}>{t('subscription.hint')}</Typography.Text>
                </>
              )}
            </div>
          )}
        </div>
      </Card>
    </Badge.Ribbon>
  );
}
