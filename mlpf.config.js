import tseslint from 'typescript-eslint';
export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'storybook-static', 'data', 'coverage', 'bench/.work', '**/*.test.*', 'e2e/**', '**/i18n/**', '**/test/**', '**/*.stories.*'] },
  { files: ['**/*.{ts,tsx}'], languageOptions: { parser: tseslint.parser }, rules: { 'max-lines-per-function': ['error', { max: 60, skipBlankLines: true, skipComments: true, IIFEs: true }] } },
);
