/** Demo data of the notifications area (issue 4), per demo enterprise; filled in by its owner. */
export function seedNotifications(): void {}
