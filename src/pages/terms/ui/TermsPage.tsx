import { lazy, Suspense } from 'react';
import { Spin, Tabs } from 'antd';
import { LeftOutlined } from '@ant-design/icons';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { LanguageSelect } from '@/features/switch-language';
import { isMockBackend, TERMS_DOCUMENTS, termsDocumentId, termsDocumentsBase, termsDocumentUrl, type TermsDocumentId, loginRoute } from '@/shared/config';
import { $locale } from '@/shared/i18n';
import { portalAddress } from '@/shared/lib/navigation';
import type { PdfLoader } from '@/shared/ui/pdf-viewer';
import { usePdfViewerLabels } from '@/shared/ui/pdf-viewer-labels';
import { useMediaQuery } from '../lib/useMediaQuery';
import styles from './TermsPage.module.css';

// The viewer (and pdf.js behind it) loads with the page that shows a PDF, not before.
const PdfViewer = lazy(() =>
  import(/* webpackChunkName: "pdf-viewer" */ '@/shared/ui/pdf-viewer').then((module) => ({ default: module.PdfViewer })),
);

/** The tab list stands beside the document from this width; above it on narrower screens. */
const SIDE_TABS_QUERY = '(min-width: 992px)';

export interface TermsPageProps {
  /** Opens the PDFs; pdf.js by default. Tests pass a fake. */
  pdfLoader?: PdfLoader;
}

/** The terms folder next to index.html, as an absolute address: the page's path may not be the portal's (a sub-application may have changed it). */
const documentsFolder = () => new URL(termsDocumentsBase(isMockBackend), portalAddress()).href;

function DocumentViewer({ id, title, pdfLoader }: { id: TermsDocumentId; title: string; pdfLoader?: PdfLoader }) {
  const { t } = useTranslation('enterprise');
  const labels = usePdfViewerLabels(title);
  return (
    <Suspense fallback={<Spin className={styles.fallback} aria-label={t('pdf.loading')} />}>
      <PdfViewer url={termsDocumentUrl(id, documentsFolder())} labels={labels} loader={pdfLoader} surfaceClassName={styles.surface} />
    </Suspense>
  );
}

/**
 * The terms page (000 §2 "Terms page"), outside the shell and open without signing in:
 * the six service-terms PDFs in keyboard-operable tabs, each in the paged PDF viewer
 * (which re-renders 500 ms after a resize). The chosen document is kept in the `doc`
 * query so a link can open it directly.
 */
export function TermsPage({ pdfLoader }: TermsPageProps) {
  const { t } = useTranslation('terms');
  const locale = useUnit($locale);
  const [searchParams, setSearchParams] = useSearchParams();
  const active = termsDocumentId(searchParams.get('doc'));
  const sideTabs = useMediaQuery(SIDE_TABS_QUERY);

  const choose = (key: string) => {
    const next = new URLSearchParams(searchParams);
    next.set('doc', termsDocumentId(key));
    setSearchParams(next, { replace: true });
  };

  const items = TERMS_DOCUMENTS.map(({ id }) => ({
    key: id,
    label: t(`documents.${id}`),
    children: id === active ? <DocumentViewer id={id} title={t(`documents.${id}`)} pdfLoader={pdfLoader} /> : null,
  }));

  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <Link className={styles.back} to={loginRoute(`lang=${locale}`)}>
          <LeftOutlined aria-hidden="true" /> {t('backToLogin')}
        </Link>
        <LanguageSelect />
      </header>
      <main className={styles.main}>
        <h1 className={styles.title}>{t('title')}</h1>
        <p className={styles.intro}>{t('intro')}</p>
        <section aria-label={t('tabsLabel')} className={styles.tabs}>
          <Tabs
            activeKey={active}
            onChange={choose}
            items={items}
            tabPlacement={sideTabs ? 'start' : 'top'}
            destroyOnHidden
          />
        </section>
      </main>
    </div>
  );
}
