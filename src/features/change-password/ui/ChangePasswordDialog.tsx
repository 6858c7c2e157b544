export interface ChangePasswordDialogProps {
  open: boolean;
  onClose: () => void;
}

/** The shell's change-password dialog (000 §2, 001 §2.10). Stub until its owner builds it. */
export function ChangePasswordDialog(_props: ChangePasswordDialogProps) {
  return null;
}
