import { defineConfig } from 'steiger';
import fsd from '@feature-sliced/steiger-plugin';

export default defineConfig([
  ...fsd.configs.recommended,
  {
    // Generated from openapi/ by `npm run gen:api`; not hand code.
    ignores: ['**/*.gen.ts'],
  },
]);
