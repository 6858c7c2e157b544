/** Demo data of the shell area (issue 4), per demo enterprise; filled in by its owner. */
export function seedShell(): void {}
