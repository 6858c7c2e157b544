import { useEffect, useState } from 'react';
import { Tag } from 'antd';
import { ClockCircleOutlined } from '@ant-design/icons';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { useGetRemainingCloseTimeQuery } from '../../api/marketCloseApi';
import { formatRemaining } from '../../lib/market-close/formatRemaining';
import { $currentProductType } from '@/entities/menu';

/** 000 §9: the countdown ticks every second. */
const COUNTDOWN_TICK_MS = 1000;

/**
 * The market-close countdown (000 §1, §4, §9): only while the product is IDD and only when
 * the server answers a time (null means not enabled). The server's milliseconds count down
 * locally from the moment they arrived.
 */
export function MarketCloseCountdown() {
  const { t } = useTranslation('shell');
  const product = useUnit($currentProductType);
  const isIdd = product === 'IDD';
  const { data, fulfilledTimeStamp } = useGetRemainingCloseTimeQuery(undefined, { skip: !isIdd, refetchOnMountOrArgChange: true });
  const [now, setNow] = useState(() => Date.now());

  const enabled = isIdd && typeof data === 'number';
  useEffect(() => {
    if (!enabled) return undefined;
    const timer = setInterval(() => setNow(Date.now()), COUNTDOWN_TICK_MS);
    return () => clearInterval(timer);
  }, [enabled]);

  if (!enabled) return null;
  // Counted from when the answer arrived (the clock state may predate it until the first tick).
  const arrived = fulfilledTimeStamp ?? now;
  const left = data - (Math.max(now, arrived) - arrived);
  const time = formatRemaining(left);
  return (
    <Tag
      icon={<ClockCircleOutlined aria-hidden />}
      role="timer"
      aria-label={t('countdown.aria', { time })}
      // Dark orange on light orange: antd's orange preset text is too light for WCAG AA.
      style={{ marginInlineEnd: 0, color: '#873800', background: '#fff7e6', borderColor: '#ffd591', fontVariantNumeric: 'tabular-nums' }}
    >
      <span aria-hidden>
        {t('countdown.label')} {time}
      </span>
    </Tag>
  );
}
