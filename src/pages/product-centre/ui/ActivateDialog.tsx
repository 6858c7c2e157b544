import { Button, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** Activate (ENDURANCE): an information dialog only; it sends nothing (000 §2). */
export function ActivateDialog({ product, onClose }: { product: string | null; onClose(): void }) {
  const { t } = useTranslation('product');
  return (
    <Modal
      open={product !== null}
      title={t('activateDialog.title', { product: product ?? '' })}
      onCancel={onClose}
      footer={
        <Button type="primary" onClick={onClose}>
          {t('activateDialog.ok')}
        </Button>
      }
      destroyOnHidden
    >
      <Typography.Paragraph>{t('activateDialog.content')}</Typography.Paragraph>
    </Modal>
  );
}
