import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { ESLint, type Linter } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * Proves the layer rules of docs/architecture.md bite: each probe is linted as if it were a file in that
 * project, with the workspace's own ESLint config and Nx project graph.
 */
const workspaceRoot = path.resolve(import.meta.dirname, '../..');
let eslint: ESLint;

beforeAll(() => {
  // @nx/enforce-module-boundaries reads the cached project graph and silently skips without one.
  execFileSync('npx', ['nx', 'show', 'projects'], {
    cwd: workspaceRoot,
    env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_ISOLATE_PLUGINS: 'false' },
    stdio: 'ignore',
  });
  eslint = new ESLint({ cwd: workspaceRoot });
});

async function lint(file: string, code: string): Promise<Linter.LintMessage[]> {
  const [result] = await eslint.lintText(`${code}\nexport const probe = 1;\n`, { filePath: path.join(workspaceRoot, file) });
  return result?.messages ?? [];
}

const boundaryErrors = (messages: Linter.LintMessage[]) =>
  messages.filter((m) => m.ruleId === '@nx/enforce-module-boundaries' && m.severity === 2);
const restrictedImports = (messages: Linter.LintMessage[]) =>
  messages.filter((m) => m.ruleId === 'no-restricted-imports' && m.severity === 2);

describe('layer boundaries', () => {
  it('lets a feature use domains, ui and data access (the control case)', async () => {
    const messages = await lint(
      'libs/cart/src/lib/probe.ts',
      "import { REGIONS } from '@storefront/regions';\nimport { Button } from '@storefront/ui';\nimport { baseApi } from '@storefront/api-client';\nvoid [REGIONS, Button, baseApi];",
    );
    expect(boundaryErrors(messages)).toEqual([]);
    expect(restrictedImports(messages)).toEqual([]);
  });

  it('fails a ui component that imports a feature, and says where the code should go', async () => {
    const messages = await lint('libs/ui/src/lib/probe.tsx', "import * as cart from '@storefront/cart';\nvoid cart;");
    expect(boundaryErrors(messages)).not.toEqual([]);
    expect(restrictedImports(messages).map((m) => m.message).join('\n')).toMatch(/presentation layer.*domain or feature lib/);
  });

  it.each(['react-redux', '@reduxjs/toolkit', 'axios', '@tanstack/react-router', 'react-intl'])(
    'fails a ui component that imports %s',
    async (banned) => {
      const messages = await lint('libs/ui/src/lib/probe.tsx', `import * as banned from '${banned}';\nvoid banned;`);
      expect(boundaryErrors(messages).map((m) => m.message).join('\n')).toContain(banned);
      expect(restrictedImports(messages)).not.toEqual([]);
    },
  );

  it('fails a feature that imports another feature, naming the place to compose them', async () => {
    const messages = await lint('libs/cart/src/lib/probe.ts', "import * as catalog from '@storefront/catalog';\nvoid catalog;");
    expect(boundaryErrors(messages)).not.toEqual([]);
    expect(restrictedImports(messages).map((m) => m.message).join('\n')).toMatch(/compose cart and catalog in apps\/storefront/);
  });

  it('fails a domain that imports another domain', async () => {
    const messages = await lint('libs/regions/src/lib/probe.ts', "import * as i18n from '@storefront/i18n';\nvoid i18n;");
    expect(boundaryErrors(messages)).not.toEqual([]);
  });

  it('fails data access that imports a domain', async () => {
    const messages = await lint('libs/api-client/src/lib/probe.ts', "import * as regions from '@storefront/regions';\nvoid regions;");
    expect(boundaryErrors(messages)).not.toEqual([]);
  });

  it("fails a deep import into another lib's internals, by alias or by relative path", async () => {
    const byAlias = await lint(
      'libs/catalog/src/lib/probe.ts',
      "import { regionsSlice } from '@storefront/regions/src/lib/state/regions.slice';\nvoid regionsSlice;",
    );
    expect(restrictedImports(byAlias).map((m) => m.message).join('\n')).toMatch(/public API '@storefront\/<lib>'/);
    const byPath = await lint(
      'libs/catalog/src/lib/probe.ts',
      "import { regionsSlice } from '../../../regions/src/lib/state/regions.slice';\nvoid regionsSlice;",
    );
    expect([...boundaryErrors(byPath), ...restrictedImports(byPath)]).not.toEqual([]);
  });

  it("lets Storybook's config give feature stories intl, a router and a store, never raw store hooks", async () => {
    const page = await lint(
      'libs/ui/.storybook/probe.tsx',
      "import { IntlProvider } from 'react-intl';\nimport { createRouter } from '@tanstack/react-router';\nimport { Provider } from 'react-redux';\nvoid [IntlProvider, createRouter, Provider];",
    );
    expect([...boundaryErrors(page), ...restrictedImports(page)]).toEqual([]);
    const hooks = await lint('libs/ui/.storybook/probe.tsx', "import { useSelector } from 'react-redux';\nvoid useSelector;");
    expect(restrictedImports(hooks).map((m) => m.message).join('\n')).toContain('useAppSelector');
  });

  it('fails raw react-redux hooks outside the typed hooks', async () => {
    const messages = await lint('libs/cart/src/lib/probe.ts', "import { useSelector } from 'react-redux';\nvoid useSelector;");
    expect(restrictedImports(messages).map((m) => m.message).join('\n')).toContain('useAppSelector');
  });
});

describe('file names', () => {
  it('fails a file name that is not kebab-case and accepts kinds joined by dots', async () => {
    const bad = await lint('libs/ui/src/lib/PriceTag.tsx', '');
    expect(bad.filter((m) => m.ruleId === 'storefront/kebab-case-files').map((m) => m.message)).toEqual([
      "File name 'PriceTag.tsx' is not kebab-case: rename it, e.g. 'price-tag'.",
    ]);
    const good = await lint('libs/cart/src/lib/state/cart.slice.spec.ts', '');
    expect(good.filter((m) => m.ruleId === 'storefront/kebab-case-files')).toEqual([]);
  });
});
