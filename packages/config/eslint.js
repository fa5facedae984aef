// One flat ESLint config for every package: typescript-eslint recommended + React hooks rules.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { typedCalls } from './eslint-typed-calls.js';
import { boundaries } from './eslint-boundaries.js';

export { uiPackage } from './eslint-boundaries.js';

const zustandSubpath = { name: 'zustand/vanilla', message: "Import from 'zustand': a subpath loads a second, unshared zustand." };
const viaContract =
  "Validate forms with formResolver from '@xchange/contract/forms': valibot is not shared, so an app importing it ships a second copy.";
const contractIndex = {
  name: '@xchange/contract',
  allowTypeImports: true,
  message:
    "Import values from the contract's browser entries ('@xchange/contract/core', '/forms', '/listings', '/accounts'): the index is the whole contract with valibot, and a shared module is never tree-shaken. Types may come from the index.",
};

/**
 * For code that runs in the browser (shell, remotes, ui, remote-kit): valibot only through the contract, and the contract's
 * values only from its entries; tests may use either.
 */
export const browserCode = {
  files: ['src/**/*.{ts,tsx}'],
  ignores: ['**/*.test.{ts,tsx}'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        paths: [
          zustandSubpath,
          contractIndex,
          { name: 'valibot', message: viaContract, allowTypeImports: true },
          { name: '@hookform/resolvers/valibot', message: viaContract },
        ],
      },
    ],
  },
};

export default tseslint.config(
  {
    ignores: ['dist/**', 'dist-static/**', 'node_modules/**', 'coverage/**', 'drizzle/meta/**', 'test-results/**', 'playwright-report/**'],
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
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-restricted-imports': ['error', { paths: [zustandSubpath] }],
    },
  },
  ...typedCalls,
  {
    files: ['**/*.{js,cjs,mjs}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  boundaries,
);
