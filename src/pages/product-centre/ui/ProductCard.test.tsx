import { describe, expect, it } from '@rstest/core';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CardDecision } from '@/entities/product';
import type { Locale } from '@/shared/i18n';
import { renderApp } from '@tests/support/render';
import type { ProductCard as ProductCardData } from '../lib/productCards';
import { ProductCard } from './ProductCard';

const DRAWBACK: ProductCardData = {
  key: 'EXPORT_DRAWBACK_PROD',
  productType: 'EXPORT_DRAWBACK_PROD',
  productStatus: 'ACTIVATED',
  enterpriseStatus: 'ENDURANCE',
  menuCode: null,
  name: 'Export drawback (manufacturer)',
  description: 'Export tax refund',
  failureMessage: null,
  orderNo: 1,
};
/** The same card as the server names it to a Chinese page (Accept-Language, mocks/scenarios/products.ts). */
const DRAWBACK_ZH: ProductCardData = { ...DRAWBACK, name: '出口退税（生产企业）', description: '生产企业出口退税申报服务。' };
/** 000 §2 "Product centre": an activated export drawback has the free trial and Subscribe. */
const ACTIVATED_DRAWBACK: CardDecision = { action: { kind: 'useNow' }, freeTrial: true, subscribe: true, preApproval: false };

async function renderCard(subscriptionUrl: string | null, locale: Locale = 'en') {
  const noop = () => undefined;
  const card = locale === 'zh' ? DRAWBACK_ZH : DRAWBACK;
  await renderApp(
    <ProductCard
      card={card}
      decision={ACTIVATED_DRAWBACK}
      useNowLink="/exportDrawback/home"
      subscriptionUrl={subscriptionUrl}
      verifying={false}
      returnReason={null}
      onVerify={noop}
      onView={noop}
      onActivate={noop}
      onUseNow={noop}
    />,
    { route: '/main-productCenter', locale },
  );
  return screen.getByRole('article', { name: card.name });
}

describe('the Subscribe QR code of an export-drawback card (000 §2 "Product centre")', () => {
  it('with a subscription address: Subscribe toggles the QR code', async () => {
    const user = userEvent.setup();
    const card = await renderCard('https://subscribe.example.com/drawback?productType=EXPORT_DRAWBACK_PROD&enterpriseId=20001');
    await user.click(within(card).getByRole('button', { name: 'Subscribe' }));
    expect(within(card).getByRole('img', { name: `QR code to subscribe to ${DRAWBACK.name}` })).toBeInTheDocument();
    expect(within(card).getByText('Scan the QR code with your phone to subscribe.')).toBeInTheDocument();
    expect(within(card).queryByText(/not available here/)).not.toBeInTheDocument();
  });

  it('without one: no QR code, Subscribe is disabled and the card says why', async () => {
    const card = await renderCard(null);
    const subscribe = within(card).getByRole('button', { name: 'Subscribe' });
    expect(subscribe).toBeDisabled();
    expect(subscribe).not.toHaveAttribute('aria-expanded');
    expect(subscribe).toHaveAccessibleDescription(
      'Subscription by QR code is not available here. Please contact your account manager to subscribe.',
    );
    expect(within(card).queryByRole('img', { name: /QR code/ })).not.toBeInTheDocument();
    expect(within(card).queryByText('Scan the QR code with your phone to subscribe.')).not.toBeInTheDocument();
    // The rest of the card is unchanged: free trial and Use now.
    expect(within(card).getByText('Free trial')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Use now' })).toBeEnabled();
  });

  it('says why in Chinese too', async () => {
    const card = await renderCard(null, 'zh');
    expect(within(card).getByRole('button', { name: '订 阅' })).toBeDisabled();
    expect(within(card).getByText('此处暂不支持扫码订阅，请联系您的客户经理办理订阅。')).toBeInTheDocument();
  });
});
