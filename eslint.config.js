// ESLint flat config: typescript-eslint strict rules for every TypeScript file, React hooks
// rules for the admin. Generated code is linted like the rest (no exclusions).
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'node_modules/**',
      'dist/**',
      'dist-server/**',
      'storybook-static/**',
      'data/**',
      'coverage/**',
      '.tmp/**',
      'tests/.tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      globals: { ...globals.node, ...globals.browser },
    },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/ban-ts-comment': [
        'error',
        { 'ts-nocheck': true, 'ts-ignore': true, 'ts-expect-error': 'allow-with-description' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    // The admin calls the API only through the generated client (generated/api/): its screens may
    // not reach the fetch layer under it, so every call is one of openapi.yaml's operations.
    files: ['app/**/*.{ts,tsx}'],
    ignores: ['app/api/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '#api/mutator.ts',
              importNames: ['customFetch'],
              message: 'Call the API through the generated client (generated/api/).',
            },
            {
              name: '#api/client.ts',
              importNames: ['call'],
              message: 'Call the API through the generated client (generated/api/).',
            },
          ],
          patterns: [
            {
              group: ['**/api/mutator', '**/api/mutator.ts', '**/api/client', '**/api/client.ts'],
              importNames: ['customFetch', 'call'],
              message: 'Call the API through the generated client (generated/api/).',
            },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'Call the API through the generated client (generated/api/).' },
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    languageOptions: { globals: { ...globals.node } },
  },
);
