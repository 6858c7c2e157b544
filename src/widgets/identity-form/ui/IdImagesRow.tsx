import type { ReactNode } from 'react';
import { Col, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { OcrFilledNote } from '@/shared/ui/ocr-fill';
import styles from './IdentityForm.module.css';

/**
 * A person entry's ID images (front and back, side by side on a wide screen), the hint that
 * one image goes to each, and the note naming what their OCR filled: before the fields it fills.
 */
export function IdImagesRow({ front, back, filled }: { front: ReactNode; back: ReactNode; filled: readonly string[] }) {
  const { t } = useTranslation('identity');
  return (
    <>
      <Col xs={24} md={12}>
        {front}
      </Col>
      <Col xs={24} md={12}>
        {back}
      </Col>
      <Col xs={24}>
        <Typography.Text type="secondary" className={styles.note}>
          {t('uploadHint')}
        </Typography.Text>
        <OcrFilledNote labels={filled} />
      </Col>
    </>
  );
}
