import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: ['dist', 'dev-dist', 'node_modules', 'test-results', 'playwright-report', 'bench/out'],
  },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [js.configs.recommended, ...tseslint.configs.recommended],
    languageOptions: { ecmaVersion: 2023, globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'no-eval': 'error',
      'no-implied-eval': 'error',
      'no-new-func': 'error',
    },
  },
  {
    // The classic hook rules; the React Compiler rules of react-hooks 7 are not used (no compiler here).
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      // An antd icon names itself in English ("plus", "delete") inside whatever labels it: a
      // Chinese screen reader then reads "plus 新建". Icons are decoration; the control they sit
      // in carries the name in the interface language.
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "JSXOpeningElement[name.name=/(Outlined|Filled|TwoTone)$/]:not(:has(JSXAttribute[name.name='aria-hidden']))",
          message:
            'Give every @ant-design/icons element aria-hidden; name the control around it from the catalogue.',
        },
      ],
    },
  },
  {
    // What the app stores in IndexedDB is recorded for the prerendered page (storedKeys.ts):
    // every write goes through the one wrapper that keeps that record.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/app/runtime/keyval.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'idb-keyval', message: 'Use src/app/runtime/keyval.ts.' }],
          patterns: [{ group: ['idb-keyval/*'], message: 'Use src/app/runtime/keyval.ts.' }],
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    extends: [js.configs.recommended],
    languageOptions: { ecmaVersion: 2023, globals: { ...globals.node } },
  },
  {
    // A classic script the prerendered HTML runs in the browser before anything else.
    files: ['build/prerender-check.js'],
    languageOptions: { ecmaVersion: 2020, sourceType: 'script', globals: { ...globals.browser } },
  },
);
