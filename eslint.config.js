import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import tseslint from 'typescript-eslint';

const features = readdirSync('web/src/features', { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'functions/lib/**',
      '.cache/**',
      '.emulator-data/**',
      'coverage/**',
      'web/dev-dist/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2022, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // What every visitor downloads: keep zod schemas and the seed catalogue out of the browser.
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: [
      'web/src/**/*.test.{ts,tsx}',
      'web/src/**/testing/**',
      // Runs in Node at build time only.
      'web/src/entry-prerender.tsx',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@fixwell/common/catalogue/catalogue-schema',
              allowTypeImports: true,
              message: 'Import values from catalogue-constants: the schema module pulls in zod.',
            },
            {
              name: '@fixwell/common/catalogue/catalogue-data',
              message:
                'The seed catalogue is for Node; the browser reads Firestore and the build-time index.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, import: importPlugin },
    settings: {
      'import/resolver': { typescript: { project: 'web/tsconfig.json' } },
    },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'import/no-cycle': 'error',
      // Layers point one way: app → features → shared (bulletproof-react).
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            ...features.map((feature) => ({
              target: `./web/src/features/${feature}`,
              from: './web/src/features',
              except: [`./${feature}`],
              message: 'A feature must not import another feature; compose them in app/.',
            })),
            {
              target: './web/src/features',
              from: './web/src/app',
              message: 'Features must not import from app/.',
            },
            {
              target: [
                './web/src/components',
                './web/src/hooks',
                './web/src/lib',
                './web/src/utils',
                './web/src/config',
                './web/src/stores',
              ],
              from: ['./web/src/features', './web/src/app'],
              message: 'Shared modules must not import features or app/.',
            },
          ],
        },
      ],
    },
  },
  {
    // One way to run a transaction in the functions (lib/transaction.ts): it also starts again a
    // transaction the server closed under a read the SDK sent twice, which the SDK itself does not.
    files: ['functions/src/**/*.ts'],
    ignores: ['functions/src/lib/transaction.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='runTransaction']",
          message: 'Use runTransaction from functions/src/lib/transaction.ts.',
        },
      ],
    },
  },
  prettier,
);
