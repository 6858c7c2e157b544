/*
 * The export-drawback onboarding's server calls (/exportDrawbackKyc, 000 §2, §3
 * drawbackFrom, §4, §7 "Export drawback"): the enterprise-info check, the prefill reads,
 * the manager update, the authorisation letter and the application.
 */
export {
  exportDrawbackApi,
  useCheckEnterpriseInfoMutation,
  useGetEnterpriseManagerQuery,
  useLazyGetEnterpriseManagerQuery,
  useGetDrawbackRecordQuery,
  useLazyGetDrawbackRecordQuery,
  useUpdateExportManagerMutation,
  useDownloadAuthLetterMutation,
  useApplyDrawbackMutation,
  type DrawbackForm,
  type DrawbackApplication,
  type EnterpriseInfoCheck,
  type EnterpriseManager,
  type ExportManagerUpdate,
} from './api/exportDrawbackApi';
