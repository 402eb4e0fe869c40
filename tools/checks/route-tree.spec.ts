import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { tanstackRouterGenerator } from '@tanstack/router-plugin/vite';
import { resolveConfig } from 'vite';
import { afterEach, describe, expect, it } from 'vitest';
import { ROOT } from '../bench/lib/config.mjs';

/**
 * The storefront's route tree is generated from its route folders by the router plugin
 * (apps/storefront/vite.config.ts, docs/adr/0240-routes-are-folders.md) and committed. This check
 * runs the plugin's generator, with the app's own options, on a copy of `src/routes` and fails when
 * the committed `src/routeTree.gen.ts` is not what it writes: a route added, moved or renamed
 * without the tree (run `npm run build` or the storefront's tests, which regenerate it).
 */
const APP_SRC = path.join(ROOT, 'apps/storefront/src');
const scratches: string[] = [];

afterEach(() => {
  for (const scratch of scratches.splice(0)) rmSync(scratch, { recursive: true, force: true });
});

/** The tree the generator writes for a copy of `routes` (as the app's `src/routes`), with the app's plugin options. */
async function generatedTree(prepare: (routesDir: string) => void = () => undefined): Promise<string> {
  const scratch = mkdtempSync(path.join(tmpdir(), 'route-tree-'));
  scratches.push(scratch);
  const routesDirectory = path.join(scratch, 'routes');
  cpSync(path.join(APP_SRC, 'routes'), routesDirectory, { recursive: true });
  prepare(routesDirectory);
  const { ROUTER_PLUGIN_OPTIONS } = await import(path.join(ROOT, 'apps/storefront/vite.config.ts'));
  const generatedRouteTree = path.join(scratch, 'routeTree.gen.ts');
  // The generator runs when Vite resolves a config that holds it.
  await resolveConfig(
    {
      configFile: false,
      root: scratch,
      logLevel: 'silent',
      plugins: [tanstackRouterGenerator({ ...ROUTER_PLUGIN_OPTIONS, routesDirectory, generatedRouteTree })],
    },
    'build',
  );
  return readFileSync(generatedRouteTree, 'utf8');
}

describe('the generated route tree', () => {
  it('is the one committed in apps/storefront/src/routeTree.gen.ts', async () => {
    expect(await generatedTree()).toBe(readFileSync(path.join(APP_SRC, 'routeTree.gen.ts'), 'utf8'));
  });

  it('changes when a route folder is added (the check can fail)', async () => {
    const tree = await generatedTree((routesDir) => {
      const folder = path.join(routesDir, '_global', 'probe');
      cpSync(path.join(routesDir, '_global', 'global', '$page', 'route.tsx'), path.join(folder, 'route.tsx'));
      writeFileSync(path.join(folder, '-part.tsx'), 'export const part = 1;\n');
    });
    expect(tree).toContain("'/_global/probe'");
    expect(tree).not.toContain('-part');
  });
});
