import { useEffect } from 'react';
import { Modal } from 'antd';
import { useBlocker } from 'react-router-dom';

export interface LeaveWarningTexts {
  title: string;
  content: string;
  leave: string;
  stay: string;
}

/**
 * While `active` (the page holds something the user would lose, such as files chosen and not
 * sent), leaving asks first: a reload or closing the tab gets the browser's own question
 * (beforeunload); leaving for another page of the portal gets a dialog with Stay and Leave.
 */
export function useLeaveWarning(active: boolean, texts: LeaveWarningTexts): void {
  useEffect(() => {
    if (!active) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers ask only when a value is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [active]);

  const blocker = useBlocker(({ currentLocation, nextLocation }) => active && currentLocation.pathname !== nextLocation.pathname);
  const { title, content, leave, stay } = texts;
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    Modal.confirm({
      title,
      content,
      okText: leave,
      cancelText: stay,
      okButtonProps: { danger: true },
      onOk: () => blocker.proceed(),
      onCancel: () => blocker.reset(),
    });
  }, [blocker, title, content, leave, stay]);
}
