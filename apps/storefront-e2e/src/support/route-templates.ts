// The one list of route templates, shared with the size test and the bench (docs/how-to.md, "…add a page").
// eslint-disable-next-line @nx/enforce-module-boundaries -- plain data of the workspace tools, no code of a layer
import { ROUTE_TEMPLATES, samplePath } from '../../../../tools/bench/lib/route-templates.mjs';
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
