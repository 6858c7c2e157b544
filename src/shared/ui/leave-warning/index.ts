export { useLeaveWarning } from './useLeaveWarning';
