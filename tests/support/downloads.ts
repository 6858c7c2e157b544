import { rstest } from '@rstest/core';

/**
 * The names of the files the page saves from now on. saveBlob clicks a link with the
 * download attribute: the spy keeps its name instead of navigating. Every caller restores
 * its mocks after each test (`restoreAllMocks`), which ends the recording.
 */
export function recordSavedFiles(): string[] {
  const saved: string[] = [];
  rstest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  return saved;
}
