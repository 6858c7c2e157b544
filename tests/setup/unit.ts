import { afterEach, expect } from '@rstest/core';
import { cleanup, configure } from '@testing-library/react';
import * as matchers from '@testing-library/jest-dom/matchers';
import { stopRecordingNotices } from '@tests/support/notices';

// Testing Library's DOM matchers (toBeInTheDocument, toBeDisabled, ...) on rstest's expect.
expect.extend(matchers);

// rstest does not unmount between tests on its own: without this, renders pile up.
afterEach(() => {
  cleanup();
  stopRecordingNotices();
});

// findBy*/waitFor wait up to 5 s: a busy 2-core CI machine renders antd slowly.
configure({ asyncUtilTimeout: 5000 });
