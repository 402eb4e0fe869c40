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
 * (tools/bench/lib/route-templates.mjs) and fails when a route's first-load JS passes its ceiling
 * (`maxFirstLoadKb`) or, without one, the budget, in kB of gzip -9 (1 kB = 1000 bytes); and when a
 * ceiling stays more than the slack above its route, or at or under the budget: ceilings are a
 * ratchet towards the budget (docs/adr/0262-first-load-ceilings-until-the-budget.md). Deterministic: sizes, never times. It also builds the
 * stack's own floor (tools/bench/floor, the pinned framework libraries alone, same config) and prints
 * it beside each route with the ratio and the app's share; the aim (a multiple of the floor) is
 * printed, not enforced. The bench prints the same figures (`npm run bench`).
 */
const { budget: BUDGET_KB, ceilingSlackKb: CEILING_SLACK_KB, aimTimesFloor: AIM_TIMES_FLOOR } = BUDGETS.firstLoadJsKb;
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
    const over = sized.gzipKb > BUDGET_KB ? `  over budget by ${(sized.gzipKb - BUDGET_KB).toFixed(1)} kB` : '';
    return `  ${sized.gzipKb.toFixed(1).padStart(6)} kB  ${String(sized.chunks.length).padStart(2)} chunks${vsFloor}  ${route}${over}`;
  });
  const floorText =
    floorKb === undefined
      ? 'stack floor NOT MEASURED (see the failed test)'
      : `stack floor ${floorKb.toFixed(1)} kB, aim ≤ ${AIM_TIMES_FLOOR.toFixed(2)} × floor = ${(AIM_TIMES_FLOOR * floorKb).toFixed(1)} kB`;
  console.log(`First-load JS per route (gzip -9; budget ${BUDGET_KB} kB; ${floorText}):\n${lines.join('\n')}`);
});

describe('the stack floor', () => {
  it(
    'builds from the pinned framework libraries alone, with the storefront config, and carries each of them',
    async () => {
      // measureStackFloor throws when the build fails or a library is missing from its first load.
      floor = await measureStackFloor({ outDir: floorDir });
      // The budget leaves the app room above the stack itself.
      expect(floor.gzipKb).toBeLessThan(BUDGET_KB);
    },
    BUILD_TIMEOUT_MS,
  );
});

describe(`first-load JS per route template ≤ its ceiling, towards ${BUDGET_KB} kB gzip`, () => {
  it('lists every page module of the build in a route template', () => {
    const missing = pagesWithoutTemplate(manifest, ROUTE_TEMPLATES, PAGE_MODULE_PATTERN);
    expect(
      missing,
      `Page modules without a route template: add each route to tools/bench/lib/route-templates.mjs (docs/how-to.md)`,
    ).toEqual([]);
  });

  it(`keeps a ceiling only where a route is over the ${BUDGET_KB} kB budget`, () => {
    const needless = ROUTE_TEMPLATES.filter(({ maxFirstLoadKb }) => maxFirstLoadKb !== undefined && maxFirstLoadKb <= BUDGET_KB);
    expect(
      needless.map(({ name, maxFirstLoadKb }) => `${name}: ${maxFirstLoadKb} kB`),
      'A ceiling at or under the budget: remove `maxFirstLoadKb`, the budget gates the route',
    ).toEqual([]);
  });

  for (const template of ROUTE_TEMPLATES) {
    it(`${template.name} (${template.path})`, async () => {
      const sized = await routeFirstLoadJs({ manifest, clientDir: outDir, clientEntry: CLIENT_ENTRY, template });
      figures.set(`${template.name} ${template.path}`, sized);
      const ceiling = template.maxFirstLoadKb ?? BUDGET_KB;

      expect(
        sized.gzipBytes,
        `${template.name} ${template.path}: first-load JS is ${sized.gzipKb.toFixed(1)} kB gzip ` +
          `(${sized.chunks.length} chunks), over its ${ceiling} kB ceiling (the budget is ${BUDGET_KB} kB). ` +
          `Biggest chunks: ${biggestChunksText(sized)}`,
      ).toBeLessThanOrEqual(ceiling * KB);
      if (template.maxFirstLoadKb === undefined) return;
      // The ratchet: a change that made room lowers the ceiling with it.
      const lowered = Math.max(BUDGET_KB, Math.ceil((sized.gzipKb + 0.2) * 10) / 10);
      expect(
        template.maxFirstLoadKb - sized.gzipKb,
        `${template.name} ${template.path}: first-load JS is ${sized.gzipKb.toFixed(1)} kB, more than ` +
          `${CEILING_SLACK_KB} kB under its ${template.maxFirstLoadKb} kB ceiling: lower \`maxFirstLoadKb\` to ` +
          `${lowered} in tools/bench/lib/route-templates.mjs${lowered <= BUDGET_KB ? ' (or remove it: the route meets the budget)' : ''}`,
      ).toBeLessThanOrEqual(CEILING_SLACK_KB);
    });
  }
});
