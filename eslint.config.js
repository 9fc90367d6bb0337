// ESLint (flat config): the recommended rules everywhere, typescript-eslint's type-checked ones for
// TypeScript (types from tsconfig.json through the project service), the untyped ones for plain JS.
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'lib/',
      'lib.staging-*/',
      'lib.previous-*/',
      'dist/',
      'dist.staging-*/',
      'dist.previous-*/',
      '**/.sitegen/',
      'node_modules/',
      'tests/fixtures/**/dist/',
      'coverage/',
      'test-results/',
      'playwright-report/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      // `const { style: _unsafe, ...rest } = attribs` drops a key on purpose.
      '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true }],
      // A `let` a closure reads before its one assignment (the dev watcher, made after the first build) stays a `let`.
      'prefer-const': ['error', { ignoreReadBeforeAssign: true }],
    },
  },
  {
    // Vitest types its asymmetric matchers (expect.stringContaining(), expect.any(), …) as `any`, so
    // every matcher inside an expected object would count as an unsafe assignment. The other
    // no-unsafe-* rules stay on and catch an untyped value (an untyped JSON.parse) where it is used.
    files: ['tests/**/*.ts', 'tests/**/*.tsx'],
    rules: { '@typescript-eslint/no-unsafe-assignment': 'off' },
  },
  {
    // Plain JavaScript (bin/, scripts/, bench/, deploy/, this file): Node scripts, no type information.
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: {
      ...tseslint.configs.disableTypeChecked.languageOptions,
      globals: { ...globals.node },
    },
  },
  {
    // A CloudFront Function is a classic script whose top-level `handler` the runtime calls.
    files: ['deploy/cloudfront-function.js'],
    languageOptions: { sourceType: 'script' },
    rules: { '@typescript-eslint/no-unused-vars': ['error', { varsIgnorePattern: '^handler$' }] },
  },
  {
    // Size limits of issue 14: one job per file and function; a longer one is split, not allowed.
    files: ['src/**/*.ts', 'src/**/*.tsx'],
    rules: {
      'max-lines': ['error', { max: 300, skipBlankLines: false, skipComments: false }],
      'max-lines-per-function': ['error', { max: 60 }],
    },
  },
);
