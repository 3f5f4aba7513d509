// One lint for the whole repository: typescript-eslint's type-aware recommended rules (a floating
// promise in a Lambda handler is a lost side effect), read through each package's own tsconfig.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/node_modules/**', 'web/.next/**', 'web/build/**', 'infra/cdk.out/**', 'test-artifacts/**', '**/*.js', '**/*.mjs', 'web/next-env.d.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
  },
);
