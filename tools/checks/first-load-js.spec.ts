import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUDGETS, ROOT } from '../bench/lib/config.mjs';
import {
  KB,
  biggestChunksText,
  pagesWithoutTemplate,
  readManifest,
  routeFirstLoadJs,
  type SizedFirstLoad,
  type ViteManifest,
} from '../bench/lib/first-load-js.mjs';
import { againstFloor, measureStackFloor, type StackFloor } from '../bench/lib/floor.mjs';
import { CLIENT_ENTRY, PAGE_MODULE_PATTERN, ROUTE_TEMPLATES } from '../bench/lib/route-templates.mjs';

/**
 * The size gate of docs/architecture.md "Performance budgets": builds the storefront's client as
 * `vite build` does (into a scratch folder), walks Vite's manifest per route template
 * (tools/bench/lib/route-templates.mjs) and fails when a route's first-load JS passes the gate,
 * in kB of gzip -9 (1 kB = 1000 bytes). Deterministic: sizes, never times. It also builds the
 * stack's own floor (tools/bench/floor, the pinned framework libraries alone, same config) and prints
 * it beside each route with the ratio and the app's share; the aim (a multiple of the floor) is
 * printed, not enforced. The bench prints the same figures (`npm run bench`).
 */
const { gate: GATE_KB, aimTimesFloor: AIM_TIMES_FLOOR } = BUDGETS.firstLoadJsKb;
/** The client build takes ~10 s alone, several times that on two busy cores. */
const BUILD_TIMEOUT_MS = 300_000;

const appRoot = path.join(ROOT, 'apps/storefront');
const outDir = mkdtempSync(path.join(tmpdir(), 'first-load-js-'));
const floorDir = mkdtempSync(path.join(tmpdir(), 'first-load-floor-'));
let manifest: ViteManifest;
let floor: StackFloor | undefined;
const figures = new Map<string, SizedFirstLoad>();

beforeAll(async () => {
  // Vitest sets NODE_ENV=test; Vite would then bundle React's development build.
  const nodeEnv = process.env['NODE_ENV'];
  process.env['NODE_ENV'] = 'production';
  try {
    await build({
      root: appRoot,
      configFile: path.join(appRoot, 'vite.config.ts'),
      mode: 'production',
      logLevel: 'warn',
      build: { outDir, emptyOutDir: true, manifest: true },
    });
  } finally {
    process.env['NODE_ENV'] = nodeEnv;
  }
  manifest = await readManifest(outDir);
}, BUILD_TIMEOUT_MS);

afterAll(() => {
  rmSync(outDir, { recursive: true, force: true });
  rmSync(floorDir, { recursive: true, force: true });
  if (!figures.size) return;
  const floorKb = floor?.gzipKb;
  const lines = [...figures].map(([route, sized]) => {
    const own = floorKb === undefined ? undefined : againstFloor(sized.gzipKb, floorKb);
    const vsFloor = own ? `  ${own.ratio.toFixed(2)} × floor  app ${own.appShareKb.toFixed(1).padStart(5)} kB` : '';
    return `  ${sized.gzipKb.toFixed(1).padStart(6)} kB  ${String(sized.chunks.length).padStart(2)} chunks${vsFloor}  ${route}`;
  });
  const floorText =
    floorKb === undefined
      ? 'stack floor NOT MEASURED (see the failed test)'
      : `stack floor ${floorKb.toFixed(1)} kB, aim ≤ ${AIM_TIMES_FLOOR.toFixed(2)} × floor = ${(AIM_TIMES_FLOOR * floorKb).toFixed(1)} kB`;
  console.log(`First-load JS per route (gzip -9; gate ${GATE_KB} kB; ${floorText}):\n${lines.join('\n')}`);
});

describe('the stack floor', () => {
  it(
    'builds from the pinned framework libraries alone, with the storefront config, and carries each of them',
    async () => {
      // measureStackFloor throws when the build fails or a library is missing from its first load.
      floor = await measureStackFloor({ outDir: floorDir });
      // The gate leaves the app room above the stack itself.
      expect(floor.gzipKb).toBeLessThan(GATE_KB);
    },
    BUILD_TIMEOUT_MS,
  );
});

describe(`first-load JS per route template ≤ ${GATE_KB} kB gzip`, () => {
  it('lists every page module of the build in a route template', () => {
    const missing = pagesWithoutTemplate(manifest, ROUTE_TEMPLATES, PAGE_MODULE_PATTERN);
    expect(
      missing,
      `Page modules without a route template: add each route to tools/bench/lib/route-templates.mjs (docs/how-to.md)`,
    ).toEqual([]);
  });

  for (const template of ROUTE_TEMPLATES) {
    it(`${template.name} (${template.path})`, async () => {
      const sized = await routeFirstLoadJs({ manifest, clientDir: outDir, clientEntry: CLIENT_ENTRY, template });
      figures.set(`${template.name} ${template.path}`, sized);

      expect(
        sized.gzipBytes,
        `${template.name} ${template.path}: first-load JS is ${sized.gzipKb.toFixed(1)} kB gzip ` +
          `(${sized.chunks.length} chunks), over the ${GATE_KB} kB gate. Biggest chunks: ${biggestChunksText(sized)}`,
      ).toBeLessThanOrEqual(GATE_KB * KB);
    });
  }
});
