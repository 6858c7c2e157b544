export { useLeaveWarning, type LeaveWarningTexts } from './useLeaveWarning';
