/** Demo data of the downloads area (issue 4), per demo enterprise; filled in by its owner. */
export function seedDownloads(): void {}
