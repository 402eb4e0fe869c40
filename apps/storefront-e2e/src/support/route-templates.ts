// The one list of route templates, shared with the size test and the bench (docs/how-to.md, "…add a page").
// eslint-disable-next-line @nx/enforce-module-boundaries -- plain data of the workspace tools, no code of a layer
import { ROUTE_TEMPLATES, samplePath } from '../../../../tools/bench/lib/route-templates.mjs';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { API_URL } from './backend';

type RouteTemplate = (typeof ROUTE_TEMPLATES)[number];

/**
 * The route templates to walk in both languages: each English one stands for its Arabic page too, so
 * a template that is only another one in Arabic (the region home's) is left out.
 */
export const BILINGUAL_TEMPLATES: readonly RouteTemplate[] = ROUTE_TEMPLATES.filter((template) => !template.path.startsWith('/ae_ar/'));

/**
 * A template's sample page in English and in Arabic (`/ae_en/…` and `/ae_ar/…`), or once for a page
 * that has no region (the global home, a global legal page). The order page's sample order is placed
 * on the run's backend first (`samplePath`).
 */
export async function templatePaths(template: RouteTemplate): Promise<string[]> {
  const path: string = await samplePath(template, API_URL);
  return [...new Set([path, path.replace('/ae_en/', '/ae_ar/')])];
}

/** The client build the run serves (the web servers run what is in dist/). */
const CLIENT_MANIFEST = path.join(import.meta.dirname, '../../../../dist/apps/storefront/client/.vite/manifest.json');

/**
 * The URL of the chunk of a route template's page in the build the run serves: the route's component,
 * which the router plugin splits into a chunk of its own, found by its key in Vite's manifest (chunk
 * names say nothing: every route's file is a `route.tsx`).
 */
export function pageChunkUrl(templateName: string): RegExp {
  const key = ROUTE_TEMPLATES.find((template) => template.name === templateName)?.pages[0];
  if (key === undefined) throw new Error(`No route template named ${templateName}`);
  const manifest: Record<string, { file: string }> = JSON.parse(readFileSync(CLIENT_MANIFEST, 'utf8'));
  const file = manifest[key]?.file;
  if (file === undefined) throw new Error(`The client build has no chunk for ${key}`);
  return new RegExp(`/${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);
}
