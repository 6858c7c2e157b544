import { useEffect, useState, type ReactNode } from 'react';
import { Popover } from 'antd';
import { useTranslation } from 'react-i18next';
import { passwordRuleStates } from '@/shared/lib/validation';
import { visuallyHidden } from '@/shared/ui/visually-hidden';
import styles from './PasswordRules.module.css';

export interface PasswordRulesLabels {
  /** Heading of the checklist ("The password must have:"). */
  title: string;
  /** Screen-reader text after a rule that is met / not met. */
  met: string;
  unmet: string;
}

/**
 * The live checklist of the new-password rules (000 §5: 12 to 15 characters, upper,
 * lower, digit, special), each ticked as soon as the typed password satisfies it.
 */
function PasswordRuleList({ password, labels, id }: { password: string; labels: PasswordRulesLabels; id?: string }) {
  const { t } = useTranslation('validation');
  return (
    <div id={id} data-testid="password-rules">
      <p className={styles.title}>{labels.title}</p>
      <ul className={styles.rules}>
        {passwordRuleStates(password).map((rule) => (
          <li key={rule.id} className={`${styles.rule} ${rule.passed ? styles.passed : ''}`} data-rule={rule.id} data-passed={rule.passed}>
            <span className={styles.mark} aria-hidden="true">
              {rule.passed ? '✓' : '•'}
            </span>
            <span>
              {t(rule.messageKey)}
              <span className={visuallyHidden}>{` (${rule.passed ? labels.met : labels.unmet})`}</span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

const WIDE = '(min-width: 768px)';

const mediaQuery = () => (typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(WIDE) : null);

function useWide(): boolean {
  const [wide, setWide] = useState(() => mediaQuery()?.matches ?? true);
  useEffect(() => {
    const query = mediaQuery();
    if (!query) return undefined;
    const onChange = () => setWide(query.matches);
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  return wide;
}

/**
 * Wraps a password field (a whole Form.Item): while `open`, shows the checklist in a popover beside the field
 * on wide screens, and inline below it on phones (a side popover has no room at 375 px).
 */
export function PasswordRulesPopover({
  password,
  open,
  labels,
  children,
}: {
  password: string;
  open: boolean;
  labels: PasswordRulesLabels;
  children: ReactNode;
}) {
  const wide = useWide();
  const list = <PasswordRuleList password={password} labels={labels} />;
  if (!wide) {
    return (
      <>
        {children}
        {open ? <div className={styles.inline}>{list}</div> : null}
      </>
    );
  }
  return (
    <Popover content={list} open={open} placement="right" trigger={[]} destroyOnHidden>
      <div>{children}</div>
    </Popover>
  );
}
