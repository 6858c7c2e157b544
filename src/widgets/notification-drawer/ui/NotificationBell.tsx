/** The shell's notification bell and drawer (001 §2.7). Stub until its owner builds it. */
export function NotificationBell() {
  return null;
}
