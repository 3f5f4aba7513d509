// One lint for the whole repository: typescript-eslint's type-aware recommended rules (a floating
// promise in a Lambda handler is a lost side effect), read through each package's own tsconfig.
// `npm run lint` (in `npm test`) reads all but infra/, whose types come with its own install: the
// CDK package's test runs `npm run lint:infra`.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      'web/.next/**',
      'web/build/**',
      'infra/cdk.out/**',
      'test-artifacts/**',
      '**/*.js',
      '**/*.mjs',
      'web/next-env.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        // The vitest configs sit at the root, outside every tsconfig's include: read them on their own.
        projectService: { allowDefaultProject: ['vitest.config.ts', 'vitest.aws.config.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
  },
  {
    rules: {
      // A leading underscore marks a name kept on purpose: a field a rest pattern leaves out, an argument a signature needs.
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          destructuredArrayIgnorePattern: '^_',
          ignoreRestSiblings: true,
        },
      ],
    },
  },
  {
    // Test doubles implement async ports (stores, mailers, fetch): `async` is how a stand-in that never waits returns its promise.
    files: ['test/**/*.{ts,tsx}', 'web/test/**/*.{ts,tsx}', 'infra/test/**/*.ts'],
    rules: { '@typescript-eslint/require-await': 'off' },
  },
  {
    // Source the reach analysis reads (infra/grants), never run: it destructures store methods on purpose, to be found.
    files: ['infra/test/fixtures/**/*.ts'],
    rules: { '@typescript-eslint/unbound-method': 'off' },
  },
  {
    // The in-memory store implements the async store ports: `async` turns a thrown Conflict into a rejection, as DynamoDB's is.
    files: ['lambdas/store/memory/**/*.ts'],
    rules: { '@typescript-eslint/require-await': 'off' },
  },
  {
    // Source stays readable in small pieces (docs/contributing.md); tests' describe blocks may run longer.
    files: [
      'engine/**/*.ts',
      'lambdas/**/*.ts',
      'contract/**/*.ts',
      'auth/**/*.ts',
      'local/**/*.ts',
      'infra/lib/**/*.ts',
      'infra/grants/**/*.ts',
      'infra/bin/**/*.ts',
      'web/app/**/*.{ts,tsx}',
      'web/components/**/*.{ts,tsx}',
      'web/lib/**/*.ts',
    ],
    rules: {
      'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true }],
      'max-lines': ['error', { max: 400 }],
    },
  },
  {
    // Every card effect is an Effect generator (engine/core/effect.ts), also the ones that never ask anything.
    files: ['engine/cards/**/*.ts'],
    rules: { 'require-yield': 'off' },
  },
);
