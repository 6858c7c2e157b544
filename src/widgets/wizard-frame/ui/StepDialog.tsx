import { createContext, useContext, useEffect, type ReactNode } from 'react';

/** Tells the wizard frame that a step's dialog waits for the user's answer. */
export const StepDialogContext = createContext<(open: boolean) => void>(() => undefined);

/**
 * A dialog a step opens in the middle of its Next (the association check's, 001 §8): while it
 * is open, the frame's running button waits for the user, not the server, and shows no
 * spinner behind the dialog (it stays guarded: nothing is sent twice). Rendered inside the
 * frame, by the step or by the page.
 */
export function StepDialog({ open, children }: { open: boolean; children: ReactNode }) {
  const setOpen = useContext(StepDialogContext);
  useEffect(() => {
    setOpen(open);
    return () => setOpen(false);
  }, [setOpen, open]);
  return children;
}
