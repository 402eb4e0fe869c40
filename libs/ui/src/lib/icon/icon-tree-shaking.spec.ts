// @vitest-environment node
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import type { Rollup } from 'vite';
import { describe, expect, it } from 'vitest';

const entry = 'virtual:one-icon';
const uiIcons = fileURLToPath(new URL('./ui-icons.tsx', import.meta.url));

describe('icon bundles', () => {
  it('keep only the icons a module imports', async () => {
    const output = (await build({
      configFile: false,
      logLevel: 'silent',
      // The same JSX runtime as the app; React and Emotion stay external, only our code is bundled.
      oxc: { jsx: { runtime: 'automatic', importSource: '@emotion/react' } },
      plugins: [
        {
          name: 'one-icon-entry',
          enforce: 'pre',
          resolveId: (id) => (id.endsWith(entry) ? `\0${entry}` : null),
          load: (id) => (id === `\0${entry}` ? `export { SearchIcon } from ${JSON.stringify(uiIcons)};` : null),
        },
      ],
      build: {
        write: false,
        minify: false,
        lib: { entry, formats: ['es'], fileName: 'one-icon' },
        rolldownOptions: { external: [/^react/, /^@emotion\//] },
      },
    })) as Rollup.RollupOutput[];
    const code = output.flatMap((result) => result.output).map((chunk) => ('code' in chunk ? chunk.code : '')).join('\n');

    expect(code).toContain('SearchIcon');
    expect(code).not.toContain('CartIcon');
    expect(code).not.toContain('ChevronEndIcon');
  });
});
