import type { WizardMode } from '@/widgets/wizard-frame';

/** The query that asks for the record-return variant: /CommKycFile?id=…&record=return. */
const RECORD_QUERY = 'record';
const RECORD_RETURN = 'return';

/**
 * Whether the wizard opens on step 0, the record-return page (001 §2.1 "a further variant
 * shows step 0 as a record-return page and has the same steps 1-7"). The specification names
 * neither its route nor its query; read strictly, it is a variant one asks for and it shows a
 * return: the page is opened with record=return (the link that offers it says so) and the
 * application is returned (BACK). Without a return there is no record to show, and the
 * ordinary wizard opens; without the query a returned application keeps its dialog.
 */
export function isRecordReturn(query: URLSearchParams, mode: WizardMode): boolean {
  return query.get(RECORD_QUERY) === RECORD_RETURN && mode === 'returned';
}
