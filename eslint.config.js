import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: ['dist/**', 'dist-demo/**', 'node_modules/**', 'mocks/public/**', '**/*.gen.ts', 'test-results/**', 'playwright-report/**', 'tmp/**', 'screenshots/**', 'test-results-*/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // Web Storage only through shared/lib/storage (DESIGN §3).
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/shared/lib/storage/**', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-globals': ['error', { name: 'localStorage', message: 'Use shared/lib/storage.' }, { name: 'sessionStorage', message: 'Use shared/lib/storage.' }],
      'no-restricted-properties': [
        'error',
        { object: 'window', property: 'localStorage', message: 'Use shared/lib/storage.' },
        { object: 'window', property: 'sessionStorage', message: 'Use shared/lib/storage.' },
      ],
    },
  },
  {
    // antd's icons name themselves in English (role="img" aria-label="bell"): every icon is
    // decorative and hidden from assistive technology; what it means is said by the control's
    // own text or its aria-label from the resources, in the UI's language.
    files: ['src/**/*.tsx', 'mocks/**/*.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'JSXOpeningElement[name.name=/(Outlined|Filled|TwoTone)$/]:not(:has(JSXAttribute[name.name="aria-hidden"]))',
          message: 'Write antd icons as <XOutlined aria-hidden />: their own label is the English icon name. Name the control (its text or an aria-label from the resources) instead.',
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
);
