import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import { serverFolders } from './scripts/lint/server-folders.js';
import { shortComments } from './scripts/lint/short-comments.js';

/** The payment providers' official SDKs: dev dependencies for contract tests, never in the server or a bundle. */
const providerSdks = {
  group: ['alipay-sdk', 'alipay-sdk/**', 'wechatpay-axios-plugin', 'wechatpay-axios-plugin/**', '@paypal/paypal-server-sdk', '@paypal/paypal-server-sdk/**'],
  message: 'Provider SDKs are test-only: import them in *.test.ts or server/payments/contracts/ only.',
};

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'storybook-static', 'data', 'coverage', 'bench/.work'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/ban-ts-comment': ['error', { 'ts-expect-error': 'allow-with-description' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { house: { rules: { 'short-comments': shortComments, 'server-folders': serverFolders } } },
    rules: { 'house/short-comments': 'error' },
  },
  {
    files: ['server/**/*.ts'],
    rules: { 'house/server-folders': 'error' },
  },
  {
    // A function says one thing: longer ones are split by meaning (STYLE.md). Tests, stand-ins of
    // providers and string tables read top to bottom and are left whole.
    files: ['**/*.{ts,tsx,js,mjs}'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.stories.{ts,tsx}', 'e2e/**', 'stories/**', '**/test/**', '**/test-support.ts', 'server/payments/fakes/**', 'server/messaging/*-fake.ts', '**/i18n/**'],
    rules: { 'max-lines-per-function': ['error', { max: 60, skipBlankLines: true, skipComments: true, IIFEs: true }] },
  },
  {
    files: ['widget/**/*.{ts,tsx}', 'site/**/*.{ts,tsx}', 'console/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    // Data flows one way: widget/site -> api-client -> server. The widget never reaches into
    // the site or the server, and api-client imports nothing of ours.
    files: ['widget/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['**/site/**', '**/server/**'] }] },
  },
  {
    // The console is its own bundle: nothing of the site or the server, and of the widget only
    // its language core (the choice of language is shared).
    files: ['console/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['**/site/**', '**/server/**', '**/widget/*/!(i18n-core.ts)', '**/widget/!(i18n)/**'] }] },
  },
  {
    // The site reaches the widget only through its public entry, widget/index.ts (and its stylesheets).
    files: ['site/**/*.{ts,tsx}'],
    ignores: ['site/**/*.test.{ts,tsx}', 'site/test/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '/widget/(?!index\\.ts$|styles/[\\w-]+\\.css$)', message: 'Import the widget through widget/index.ts only.' }, { group: ['**/server/**'] }] },
      ],
    },
  },
  {
    files: ['api-client/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: ['**/site/**', '**/server/**', '**/widget/**'] }] },
  },
  {
    files: ['server/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: ['**/site/**', '**/widget/**'] }, providerSdks] }] },
  },
  {
    // A test's date never comes from the day it runs: which evenings are open is asked of the
    // server (server/test/open-evenings.ts), so the suite passes on any weekday and at any hour.
    files: ['**/*.test.{ts,tsx}', 'e2e/**/*.ts', 'server/test/**/*.ts', 'server/**/test-support.ts'],
    ignores: ['server/test/open-evenings.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          "CallExpression[callee.name='restaurantToday'] > NewExpression.arguments[callee.name='Date'][arguments.length=0]",
          "CallExpression[callee.property.name='slice'] > MemberExpression.callee > CallExpression.object[callee.property.name='toISOString']",
          "BinaryExpression[left.callee.object.name='Date'][left.callee.property.name='now']:has(Literal[value=86400000])",
          "CallExpression[callee.property.name=/^get(UTC)?Day$/]",
        ].map((selector) => ({ selector, message: 'Dates from the real clock come from server/test/open-evenings.ts (todayInShanghai, openEvenings).' })),
      ],
    },
  },
  {
    // The booking core (server/bookings, docs/booking-core.md) alone writes bookings, holds and seats:
    // every other module changes them through its transitions.
    files: ['server/**/*.ts'],
    ignores: ['server/bookings/**', 'server/db/migrations/**', '**/*.test.ts', 'server/test/**', 'server/**/test-support.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...['Literal[value=', 'TemplateElement[value.raw='].map((node) => ({
          selector: `${node}/\\b(insert\\s+into|update|delete\\s+from)\\s+(bookings|seat_moments|area_evenings|evening_seats|booking_topups|pay_link_grants|session_bookings)\\b/i]`,
          message: 'Only the booking core (server/bookings) writes bookings, holds and seats; call its transition.',
        })),
      ],
    },
  },
  {
    // The providers' SDKs are the other side of the contract tests only (docs/payments.md).
    files: ['server/**/*.test.ts', 'server/payments/contracts/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: ['**/site/**', '**/widget/**'] }] }] },
  },
  {
    // A call is named by the route table, which alone writes its path (docs/api-routes.md). A few
    // of the server's own links still write theirs until they move to it.
    files: ['widget/**/*.{ts,tsx}', 'site/**/*.{ts,tsx}', 'console/**/*.{ts,tsx}', 'api-client/**/*.ts', 'scripts/admin/**/*.ts'],
    ignores: ['api-client/contract/**', '**/*.test.{ts,tsx}', '**/test/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'Literal[value=/^\\/api\\//]', message: 'Call the API by its route name (api-client/contract/endpoints.ts), not by a written /api/ path.' },
        { selector: 'TemplateElement[value.raw=/^\\/api\\//]', message: 'Call the API by its route name (api-client/contract/endpoints.ts), not by a written /api/ path.' },
      ],
    },
  },
);
