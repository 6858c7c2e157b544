import { Fragment, useId, type ReactNode } from 'react';
import { Button, Checkbox, Form, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { MEDIA_CATEGORY, MEDIA_MODEL, MediaUploadField } from '@/entities/media-file';
import { UPLOAD_RULES } from '@/shared/lib/validation';
import { $locale } from '@/shared/i18n';
import styles from '../ExportDrawbackKycPage.module.css';
import { ROUTES } from '@/shared/config';

export interface LetterSectionProps {
  /** The business key the signed letters are stored under. */
  mediaId: string;
  /** Downloads the letter made out to the company's Chinese name; the page shows 'Download failure' itself. */
  onDownload(): void;
  downloading: boolean;
  /** What steps 1-2 still lack, each with a link to its step (the wizard's MissingList). */
  missing: ReactNode;
}

/**
 * Step 3, the authorisation letter (000 §5 "Export drawback, step 3"): download it, upload
 * at least one signed letter (model MKJ03CONTRACT, category CCONTRACT001) and tick the
 * terms; the page keeps Submit disabled until both are done.
 */
/** `<terms>…</terms>` in the sentence: the link's text. */
const TERMS_TAG = /<terms>(.*?)<\/terms>/;

/**
 * The terms the box agrees to, on the terms page (000 §2 "Terms page"), in a new tab so the
 * application stays as it is: the platform service agreement in the portal's language, the
 * one of the page's six documents that governs the platform's services (none is named for
 * the drawback service).
 */
function TermsText() {
  const { t } = useTranslation('drawback');
  const locale = useUnit($locale);
  const text = t('letter.terms');
  const match = TERMS_TAG.exec(text);
  if (!match) return <>{text}</>;
  const doc = locale === 'zh' ? 'platformAgreementZh' : 'platformAgreementEn';
  return (
    <Fragment>
      {text.slice(0, match.index)}
      <Link to={`${ROUTES.terms}?doc=${doc}`} target="_blank" rel="noopener noreferrer">
        {match[1]}
      </Link>
      {text.slice(match.index + match[0].length)}
    </Fragment>
  );
}

export function LetterSection({ mediaId, onDownload, downloading, missing }: LetterSectionProps) {
  const { t } = useTranslation('drawback');
  const id = useId();
  return (
    <>
      <Typography.Title level={3}>{t('steps.letter')}</Typography.Title>
      <Typography.Paragraph>{t('letter.intro')}</Typography.Paragraph>
      <Button icon={<DownloadOutlined aria-hidden />} onClick={onDownload} loading={downloading}>
        {t('letter.download')}
      </Button>
      <section className={styles.section} aria-labelledby={`${id}-upload`}>
        <Typography.Title level={4} id={`${id}-upload`}>
          {t('letter.uploadTitle')}
        </Typography.Title>
        <Typography.Paragraph type="secondary" id={`${id}-hint`}>
          {t('letter.uploadHint')}
        </Typography.Paragraph>
        <Form.Item name="letters">
          <MediaUploadField
            area={{ modelCode: MEDIA_MODEL.contract, catgId: MEDIA_CATEGORY.authorisationLetter, busiKey: mediaId }}
            rule={UPLOAD_RULES.other}
            aria-label={t('letter.uploadTitle')}
            aria-describedby={`${id}-hint`}
          />
        </Form.Item>
      </section>
      <Form.Item name="terms" valuePropName="checked" className={styles.terms}>
        <Checkbox>
          <TermsText />
        </Checkbox>
      </Form.Item>
      {missing}
    </>
  );
}
