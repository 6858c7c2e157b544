import { App } from 'antd';
import { useEffect } from 'react';
import { setNotifier } from './notifier';

/** Hands antd's themed, localised message and modal APIs to `notify`. Render inside <App>. */
export function NotifierBridge() {
  const { message, modal } = App.useApp();
  useEffect(() => {
    setNotifier({
      error: (text) => void message.error(text),
      warning: (text) => void message.warning(text),
      success: (text) => void message.success(text),
      alert: ({ title, content, okText, onOk }) => {
        modal.warning({ title, content, okText, onOk });
      },
    });
  }, [message, modal]);
  return null;
}
