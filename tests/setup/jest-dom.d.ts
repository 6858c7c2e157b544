// Testing Library's DOM matchers on rstest's `expect` (registered in tests/setup/unit.ts).
import type { TestingLibraryMatchers } from '@testing-library/jest-dom/matchers';

declare module '@rstest/core' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging adds the matchers
  interface Assertion<T = unknown> extends TestingLibraryMatchers<unknown, T> {}
}
