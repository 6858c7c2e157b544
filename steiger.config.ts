import { defineConfig } from 'steiger';
import fsd from '@feature-sliced/steiger-plugin';

export default defineConfig([
  ...fsd.configs.recommended,
  {
    // Generated from openapi/ by `npm run gen:api`; not hand code.
    ignores: ['**/*.gen.ts'],
  },
  {
    // DESIGN §11 builds the bank-account form as a widget for the onboarding flows; the
    // company KYC wizard is its only user so far (the KYC file wizard has no bank step).
    // Drop this once a second page imports it. (Steiger drops excused files from the
    // rule's view, so the entity the widget uses is listed too.)
    files: ['src/widgets/bank-account-form/**', 'src/entities/bank-account/**'],
    rules: { 'fsd/insignificant-slice': 'off' },
  },
  {
    // DESIGN §2 lists the contract entity: the contract screen's kj-contract calls (000 §7
    // "Contracts"), asked for as an entity ahead of the /contract page, which is built next
    // and is its one user so far. Drop this once a second slice imports it.
    files: ['src/entities/contract/**'],
    rules: { 'fsd/insignificant-slice': 'off' },
  },
  {
    // DESIGN §2: the export-drawback onboarding's calls (000 §7 "Export drawback"), asked for
    // as an entity ahead of the /exportDrawbackKyc page, which is built next and is its one
    // user so far. Drop this once a second slice imports it.
    files: ['src/entities/export-drawback/**'],
    rules: { 'fsd/insignificant-slice': 'off' },
  },
]);
