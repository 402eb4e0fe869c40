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

describe('one entry per lib', () => {
  it.each([
    "import { CheckoutForm } from '@storefront/cart/checkout';\nvoid CheckoutForm;",
    // The chunk-only entries the pages once deferred their parts through (docs/adr/0234-deferred-parts-are-app-parts.md).
    "import { FilterPanel } from '@storefront/catalog/deferred';\nvoid FilterPanel;",
    "import { ProductGallery } from '@storefront/catalog/product';\nvoid ProductGallery;",
    "import { BlogIndex } from '@storefront/content/deferred';\nvoid BlogIndex;",
  ])('fails an import of a second entry, and names the one entry: %s', async (code) => {
    const messages = await lint('apps/storefront/src/pages/probe.tsx', code);
    expect(restrictedImports(messages).map((m) => m.message).join('\n')).toMatch(/A lib has one entry, '@storefront\/<lib>'/);
  });

  it.each(["import('@storefront/catalog/deferred')", "import('@storefront/catalog')"])(
    'fails a lib loaded dynamically, and names the app part as the way to defer: %s',
    async (expression) => {
      const messages = await lint('apps/storefront/src/pages/probe.tsx', `export const load = () => ${expression};`);
      const syntax = messages.filter((m) => m.ruleId === 'no-restricted-syntax' && m.severity === 2);
      expect(syntax.map((m) => m.message).join('\n')).toMatch(/Import a lib statically from its one entry.*lazyHydrated/);
    },
  );

  it('lets a page load its own app part dynamically (the control case)', async () => {
    const messages = await lint('apps/storefront/src/routes/probe/-page.tsx', "export const load = () => import('./-parts/part');");
    expect(messages.filter((m) => m.ruleId === 'no-restricted-syntax')).toEqual([]);
  });

  it("lets the host import a lib's server entry and a spec its testing entry (the control case)", async () => {
    const host = await lint('apps/storefront-ssr/src/lib/probe.ts', "import { IMAGE_WIDTHS } from '@storefront/ui/server';\nvoid IMAGE_WIDTHS;");
    expect(restrictedImports(host)).toEqual([]);
    const spec = await lint(
      'libs/catalog/src/lib/probe.spec.ts',
      "import { startReferenceBackend } from '@storefront/api-client/testing';\nvoid startReferenceBackend;",
    );
    expect(restrictedImports(spec)).toEqual([]);
  });
});

describe("the specs' harness never ships", () => {
  const harness = "import { renderWithProviders } from '@storefront/testing';\nvoid renderWithProviders;";
  const testOnly = (messages: Linter.LintMessage[]) =>
    messages.filter((m) => m.ruleId === '@typescript-eslint/no-restricted-imports' && m.severity === 2);

  it('fails a shipped module of a feature or the app that imports it', async () => {
    for (const file of ['libs/catalog/src/lib/product-card/probe.tsx', 'apps/storefront/src/pages/probe.tsx']) {
      expect(testOnly(await lint(file, harness)).map((m) => m.message).join('\n')).toMatch(/specs' harness.*\.spec\.ts\(x\) file only/);
    }
  });

  it('lets specs of the app, a feature and a domain import it (the control case)', async () => {
    for (const file of [
      'libs/catalog/src/lib/product-card/probe.spec.tsx',
      'libs/regions/src/lib/probe.spec.tsx',
      'apps/storefront/src/shell/header/probe.spec.tsx',
    ]) {
      const messages = await lint(file, harness);
      expect(testOnly(messages)).toEqual([]);
      expect(boundaryErrors(messages)).toEqual([]);
    }
  });

  it('fails a ui spec that imports it: ui sits below the harness', async () => {
    expect(boundaryErrors(await lint('libs/ui/src/lib/probe.spec.tsx', harness))).not.toEqual([]);
  });
});

describe("the app's floors: imports never run back up", () => {
  it.each([
    ['apps/storefront/src/app/probe.ts', "import { routeTree } from '../routeTree.gen';\nvoid routeTree;"],
    ['apps/storefront/src/app/probe.ts', "import { Route } from '../routes/__root';\nvoid Route;"],
    ['apps/storefront/src/app/navigation/probe.ts', "import { SiteHeader } from '../../shell/header/site-header';\nvoid SiteHeader;"],
    ['apps/storefront/src/app/probe.ts', "import { createAppRouter } from '../router';\nvoid createAppRouter;"],
    ['apps/storefront/src/shell/header/probe.tsx', "import { NotFoundPage } from '../../pages/status-pages';\nvoid NotFoundPage;"],
    ['apps/storefront/src/layouts/probe.tsx', "import { Page } from '../pages/list-page-parts';\nvoid Page;"],
    ['apps/storefront/src/pages/probe.tsx', "import { loadRegionHome } from '../routes/$regionLocale/{-$city}/_default/(home)/-loader';\nvoid loadRegionHome;"],
    ['apps/storefront/src/routes/$regionLocale/probe.tsx', "import { createAppRouter } from '../../router';\nvoid createAppRouter;"],
  ])('fails %s importing back up', async (file, code) => {
    const messages = await lint(file, code);
    expect(restrictedImports(messages).map((m) => m.message).join('\n')).toMatch(/imports nothing from|never imports the composition root/);
  });

  it("fails a route that imports another route's private parts, and lets it use its own and its ancestors'", async () => {
    const route = 'apps/storefront/src/routes/$regionLocale/{-$city}/_default/cart/(cart)/-page.tsx';
    const privateParts = (messages: Linter.LintMessage[]) => restrictedImports(messages).filter((m) => m.message.includes("another route's"));
    for (const other of ['../$slug/-page', '../../product/$slug/-parts/product-buy-box', './cart-lines/-page']) {
      expect(privateParts(await lint(route, `import * as other from '${other}';\nvoid other;`)), other).toHaveLength(1);
    }
    for (const own of ['./-parts/cart-panel', '../-loader', '../../../-region-layout', '../../../../../-shared/page-head']) {
      expect(privateParts(await lint(route, `import * as own from '${own}';\nvoid own;`)), own).toEqual([]);
    }
  });

  it('lets a floor import its own floor and those below (the control case)', async () => {
    // A route's file deep in its folder: the shared pages, the layouts, the app and its own private parts.
    const route = await lint(
      'apps/storefront/src/routes/$regionLocale/{-$city}/_default/cart/(cart)/-probe.tsx',
      "import { NotFoundPage } from '../../../../../../pages/status-pages';\nimport { DefaultLayout } from '../../../../../../layouts/default-layout';\nimport { appMessages } from '../../../../../../app/messages';\nimport { CartPage } from './-page';\nvoid [NotFoundPage, DefaultLayout, appMessages, CartPage];",
    );
    expect(restrictedImports(route)).toEqual([]);
    const page = await lint(
      'apps/storefront/src/pages/probe.tsx',
      "import { DefaultLayout } from '../layouts/default-layout';\nimport { Page } from './list-page-parts';\nvoid [DefaultLayout, Page];",
    );
    expect(restrictedImports(page)).toEqual([]);
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

  it("accepts a route folder's `__root` and `-` private parts, and only there", async () => {
    const named = (messages: Awaited<ReturnType<typeof lint>>) => messages.filter((m) => m.ruleId === 'storefront/kebab-case-files');
    expect(named(await lint('apps/storefront/src/routes/__root.tsx', ''))).toEqual([]);
    expect(named(await lint('apps/storefront/src/routes/$regionLocale/{-$city}/_default/product/$slug/-page.tsx', ''))).toEqual([]);
    expect(named(await lint('apps/storefront/src/routes/$regionLocale/{-$city}/_default/product/$slug/-Page.tsx', ''))).toHaveLength(1);
    expect(named(await lint('libs/ui/src/lib/-price-tag.tsx', ''))).toHaveLength(1);
  });
});
