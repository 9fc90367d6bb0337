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
    // TODO(merge): lint after the src/build move. These files are being moved or edited on other
    // branches; each rule below is off only in the files that break it today (one place each).
    files: ['src/build/build.ts'],
    rules: { '@typescript-eslint/prefer-promise-reject-errors': 'off' },
  },
  {
    // TODO(merge): lint after the src/build move.
    files: ['src/build/compile-module.ts'],
    rules: { '@typescript-eslint/no-redundant-type-constituents': 'off' },
  },
  {
    // TODO(merge): lint after the src/build move.
    files: ['src/build/file-writer.ts'],
    rules: { '@typescript-eslint/only-throw-error': 'off' },
  },
  {
    // TODO(merge): lint after the src/build move.
    files: ['src/build/output.ts'],
    rules: { '@typescript-eslint/require-await': 'off' },
  },
  {
    // TODO(merge): lint after the src/build move (site/ is being edited on another branch).
    files: ['site/components/MainNav.tsx'],
    rules: { '@typescript-eslint/no-unused-vars': 'off' },
  },
  {
    // TODO(merge): lint after the src/build move (site/ is being edited on another branch).
    files: ['site/islands/contact-form.tsx'],
    rules: { '@typescript-eslint/no-base-to-string': 'off', '@typescript-eslint/no-misused-promises': 'off' },
  },
  {
    // Size limits of issue 14. Warnings while src/build/ is being split up; they become errors after that.
    files: ['src/**/*.ts', 'src/**/*.tsx'],
    rules: {
      'max-lines': ['warn', { max: 300, skipBlankLines: false, skipComments: false }],
      'max-lines-per-function': ['warn', { max: 60 }],
    },
  },
);
