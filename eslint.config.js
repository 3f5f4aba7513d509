// One lint for the whole repository: typescript-eslint's type-aware recommended rules (a floating
// promise in a Lambda handler is a lost side effect), read through each package's own tsconfig.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/node_modules/**', 'web/.next/**', 'web/build/**', 'infra/cdk.out/**', 'test-artifacts/**', '**/*.js', '**/*.mjs', 'web/next-env.d.ts'] },
  // TEMPORARY: lambdas/ is being reshaped into feature folders; its findings are fixed after the move, then this line goes.
  { ignores: ['lambdas/**'] },
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
    // Every card effect is an Effect generator (engine/core/effect.ts), also the ones that never ask anything.
    files: ['engine/cards/**/*.ts'],
    rules: { 'require-yield': 'off' },
  },
);
