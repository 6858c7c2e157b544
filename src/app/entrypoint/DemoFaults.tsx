import { useId, useState } from 'react';
import { AutoComplete, Button, Form, InputNumber, Select } from 'antd';
import { CloseOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import styles from './DemoPanel.module.css';

/** The fault kinds of the mock's fault switch (mocks/lib/faults.ts). */
export type DemoFaultKind = 'latency' | 'http500' | 'networkError' | 'invalidJson' | 'sessionExpired' | 'forcedRelogin' | 'offline' | 'notFound';

export interface DemoFault {
  target: string;
  kind: DemoFaultKind;
  latencyMs: number;
}

/** The mock's fault switch as @mocks/browser hands it to the panel (its `mockFaults`). */
export interface DemoFaults {
  list: () => DemoFault[];
  /** Throws a RangeError for a target that is not a path or a latency out of range. */
  set: (fault: { target: string; kind: DemoFaultKind; latencyMs?: number }) => DemoFault;
  remove: (target: string) => void;
  clear: () => void;
  kinds: readonly DemoFaultKind[];
  prefixes: readonly string[];
  everyCall: string;
  maxLatencyMs: number;
}

/**
 * Demo builds only: switches faults of the mock backend on and off (a target, a fault, a
 * latency; the list of active faults with remove and clear-all). The mock saves them with
 * the demo data, so they hold over a reload and go with Reset.
 */
export function DemoFaultSwitch({ faults }: { faults: DemoFaults }) {
  const { t } = useTranslation(['demo', 'common']);
  const ids = useId();
  const [active, setActive] = useState<DemoFault[]>(() => faults.list());
  const [target, setTarget] = useState(faults.prefixes[0] ?? '');
  const [kind, setKind] = useState<DemoFaultKind>('http500');
  const [latency, setLatency] = useState<number | null>(0);
  const [targetError, setTargetError] = useState(false);

  const everyCall = t('faults.everyCall');
  const shownTarget = (value: string) => (value === faults.everyCall ? everyCall : value);
  const offline = kind === 'offline';
  const latencyValid = latency !== null && latency >= 0 && latency <= faults.maxLatencyMs;

  const add = () => {
    if (!latencyValid) return;
    const wanted = target.trim() === everyCall ? faults.everyCall : target;
    try {
      faults.set({ target: offline ? faults.everyCall : wanted, kind, latencyMs: latency });
    } catch (error) {
      if (error instanceof RangeError) {
        setTargetError(true);
        return;
      }
      throw error;
    }
    setTargetError(false);
    setActive(faults.list());
  };
  const remove = (value: string) => {
    faults.remove(value);
    setActive(faults.list());
  };
  const clear = () => {
    faults.clear();
    setActive([]);
  };
  const kindLabel = (value: DemoFaultKind) => t(`faults.kinds.${value}`);

  return (
    <section className={styles.faults} aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`} className={styles.heading}>
        {t('faults.title')}
      </h2>
      <p className={styles.intro}>{t('faults.intro')}</p>
      <Form layout="vertical" size="small" className={styles.faultForm} onFinish={add}>
        <Form.Item
          label={t('faults.target')}
          htmlFor={`${ids}-target`}
          extra={targetError ? undefined : t('faults.targetHint')}
          validateStatus={targetError ? 'error' : undefined}
          help={targetError ? t('faults.invalidTarget') : undefined}
        >
          <AutoComplete
            id={`${ids}-target`}
            value={offline ? everyCall : target}
            disabled={offline}
            onChange={(value: string) => {
              setTarget(value);
              setTargetError(false);
            }}
            options={[everyCall, ...faults.prefixes].map((value) => ({ value }))}
            filterOption={(input, option) => String(option?.value ?? '').includes(input)}
            getPopupContainer={(node: HTMLElement) => node.parentElement ?? document.body}
          />
        </Form.Item>
        <div className={styles.faultRow}>
          <Form.Item label={t('faults.kind')} htmlFor={`${ids}-kind`} className={styles.kindField}>
            <Select
              id={`${ids}-kind`}
              value={kind}
              onChange={setKind}
              options={faults.kinds.map((value) => ({ value, label: kindLabel(value) }))}
              getPopupContainer={(node: HTMLElement) => node.parentElement ?? document.body}
            />
          </Form.Item>
          <Form.Item
            label={t('faults.latency')}
            htmlFor={`${ids}-latency`}
            validateStatus={latencyValid ? undefined : 'error'}
            help={latencyValid ? undefined : t('faults.invalidLatency', { max: faults.maxLatencyMs })}
            className={styles.latencyField}
          >
            <InputNumber id={`${ids}-latency`} value={latency} onChange={setLatency} min={0} max={faults.maxLatencyMs} step={500} precision={0} />
          </Form.Item>
        </div>
        <Button htmlType="submit" type="primary" size="small">
          {t('faults.add')}
        </Button>
      </Form>

      <h3 id={`${ids}-active`} className={styles.subheading}>
        {t('faults.active')}
      </h3>
      {active.length === 0 ? (
        <p className={styles.intro}>{t('faults.none')}</p>
      ) : (
        <>
          <ul className={styles.faultList} aria-labelledby={`${ids}-active`}>
            {active.map((fault) => (
              <li key={fault.target} className={styles.fault}>
                <span className={styles.to}>{shownTarget(fault.target)}</span>
                <span>
                  {fault.latencyMs > 0
                    ? t('faults.withLatency', { kind: kindLabel(fault.kind), ms: fault.latencyMs })
                    : kindLabel(fault.kind)}
                </span>
                <Button
                  size="small"
                  type="text"
                  className={styles.removeFault}
                  aria-label={t('faults.remove', { target: shownTarget(fault.target) })}
                  icon={<CloseOutlined aria-hidden />}
                  onClick={() => remove(fault.target)}
                />
              </li>
            ))}
          </ul>
          <Button size="small" onClick={clear}>
            {t('faults.clearAll')}
          </Button>
        </>
      )}
    </section>
  );
}
