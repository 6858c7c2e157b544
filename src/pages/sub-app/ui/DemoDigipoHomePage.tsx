import { Card, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { DemoFrame } from './DemoFrame';

/** Demo of /child-digipoPortal/home, reached after the DIGIPO contract is signed (000 §4). */
export function DemoDigipoHomePage() {
  const { t } = useTranslation('shell');
  return (
    <DemoFrame title={t('subApp.digipo.title')}>
      <Card>
        <Result status="success" title={<h2 style={{ margin: 0, fontSize: 20 }}>{t('subApp.areas.child-digipoPortal')}</h2>} subTitle={t('subApp.digipo.body')} />
      </Card>
    </DemoFrame>
  );
}
