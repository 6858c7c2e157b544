export { ChangePasswordDialog, type ChangePasswordDialogProps } from './ui/ChangePasswordDialog';
