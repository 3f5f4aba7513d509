import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

const strip = createRequire(import.meta.url)('../../build/ts-js-extensions.cjs') as (s: string) => string;

describe('the Turbopack loader for ".js" specifiers', () => {
  it('drops ".js" from relative imports and re-exports only', () => {
    const src = [
      "import './cards/index.js';",
      "export { apply } from './core/apply.js';",
      'import type { X } from "../core/types.js";',
      "const m = await import('./lazy.js');",
      "import { z } from 'zod';",
      "import x from 'some-package/file.js';",
      "const s = 'not ./an/import.js';",
    ].join('\n');
    expect(strip(src).split('\n')).toEqual([
      "import './cards/index';",
      "export { apply } from './core/apply';",
      'import type { X } from "../core/types";',
      "const m = await import('./lazy');",
      "import { z } from 'zod';",
      "import x from 'some-package/file.js';",
      "const s = 'not ./an/import.js';",
    ]);
  });
});
