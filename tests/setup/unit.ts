import { expect } from '@rstest/core';
import * as matchers from '@testing-library/jest-dom/matchers';

// Testing Library's DOM matchers (toBeInTheDocument, toBeDisabled, ...) on rstest's expect.
expect.extend(matchers);
