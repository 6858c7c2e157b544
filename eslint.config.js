import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readFileSync } from 'node:fs';

/**
 * The first segments of the portal's routes, read from the one table that spells them
 * (src/shared/config/routes.ts): a string starting with one of them, anywhere else in src,
 * is a route written twice.
 */
const ROUTES_TABLE = readFileSync(new URL('./src/shared/config/routes.ts', import.meta.url), 'utf8');
const ROUTE_SEGMENTS = new Set([...ROUTES_TABLE.matchAll(/^\s+\w+: '\/([^/?#']+)/gm)].map((match) => match[1]));
/** Routes inside a sub-application's prefix (`/${PREFIX}/efinKyc`): their own last segment, under any prefix. */
const PREFIXED_ROUTE_ENDS = [...ROUTES_TABLE.matchAll(/^\s+\w+: `\/\$\{\w+\}\/([^`/?#]+)`/gm)].map((match) => match[1]);
const ROUTE_START = `^\\/((${[...ROUTE_SEGMENTS].join('|')})|[^/]+\\/(${PREFIXED_ROUTE_ENDS.join('|')}))(\\/|\\?|#|$)`;
const ROUTE_MESSAGE = 'Write a route as ROUTES.<name> (or loginRoute) from @/shared/config: each route is spelt once, in src/shared/config/routes.ts.';
const ROUTE_LITERALS = [
  { selector: `Literal[value=/${ROUTE_START}/]`, message: ROUTE_MESSAGE },
  { selector: `TemplateElement[value.raw=/${ROUTE_START}/]`, message: ROUTE_MESSAGE },
];
/** antd's icons name themselves in English: see the rule's own comment below. */
const ICONS_HIDDEN = {
  selector: 'JSXOpeningElement[name.name=/(Outlined|Filled|TwoTone)$/]:not(:has(JSXAttribute[name.name="aria-hidden"]))',
  message: 'Write antd icons as <XOutlined aria-hidden />: their own label is the English icon name. Name the control (its text or an aria-label from the resources) instead.',
};

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
    rules: { 'no-restricted-syntax': ['error', ICONS_HIDDEN] },
  },
  {
    // No route path outside the routes table (one rule object: a later no-restricted-syntax
    // replaces an earlier one for the same files, so the icons' selector is repeated here).
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/shared/config/routes.ts', '**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', ICONS_HIDDEN, ...ROUTE_LITERALS] },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
);
