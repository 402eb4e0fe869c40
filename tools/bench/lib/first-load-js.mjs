import { Buffer } from 'node:buffer';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync, constants } from 'node:zlib';

/** 1 kB = 1000 bytes, as in Vite's build report, so the figures match what the build prints. */
export const KB = 1000;

/** Gzip at level 9, the size the budgets speak of. */
export const gzipSize = (bytes) => gzipSync(bytes, { level: constants.Z_BEST_COMPRESSION }).length;

/** Vite's manifest inside a client build folder (written with `build.manifest: true`). */
const manifestPath = (clientDir) => path.join(clientDir, '.vite/manifest.json');

export async function readManifest(clientDir) {
  return JSON.parse(await readFile(manifestPath(clientDir), 'utf8'));
}

/** Manifest keys reachable from `key` through static imports (the chunks a browser must load with it). */
export function staticClosure(manifest, key, seen = new Set()) {
  // Vite lists cycles too (a route chunk may import the entry back): visit each key once.
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

/** `/ae_en/…` → `en`; `null` for a path outside a region (`/`, `/global/…`). */
export function localeOf(pagePath) {
  return /^\/[a-z]{2}_([a-z]{2})(?:\/|$)/.exec(pagePath)?.[1] ?? null;
}

/**
 * The chunks of a route's first load, per Vite's manifest: the client entry and its static imports,
 * then each page module of the route and its static imports. Messages come as JSON from `/_i18n`;
 * a build that still has a messages chunk for the locale (`…/messages/{locale}.json`) gets it counted.
 * Each file is counted once and carries why it loads: `static` (in the HTML) or `dynamic: <key>`
 * (imported once the entry runs).
 */
export function firstLoadChunks(manifest, { clientEntry, pages, locale = null }) {
  if (!manifest[clientEntry]) throw new Error(`The client manifest has no entry ${clientEntry}`);
  for (const page of pages) {
    if (!manifest[page]) throw new Error(`The client manifest has no route module ${page}`);
  }
  const chunks = new Map();
  const add = (keys, via) => {
    for (const key of keys) if (!chunks.has(manifest[key].file)) chunks.set(manifest[key].file, { key, via });
  };
  add(staticClosure(manifest, clientEntry), 'static');
  for (const page of pages) add(staticClosure(manifest, page), `dynamic: ${page}`);
  const messagesKey = locale && Object.keys(manifest).find((key) => key.endsWith(`/messages/${locale}.json`));
  if (messagesKey) add(staticClosure(manifest, messagesKey), `dynamic: messages ${locale}`);
  return [...chunks].map(([file, { key, via }]) => ({ file, key, via }));
}

/** Raw and gzip (level 9) sizes of each chunk on disk, biggest first, and their sums (bytes and kB). */
export async function sizeChunks(clientDir, chunks) {
  const sized = await Promise.all(
    chunks.map(async (chunk) => {
      const bytes = await readFile(path.join(clientDir, chunk.file));
      return { ...chunk, rawBytes: bytes.length, gzipBytes: gzipSize(bytes) };
    }),
  );
  sized.sort((a, b) => b.gzipBytes - a.gzipBytes || a.file.localeCompare(b.file));
  const gzipBytes = sized.reduce((sum, c) => sum + c.gzipBytes, 0);
  const rawBytes = sized.reduce((sum, c) => sum + c.rawBytes, 0);
  return { chunks: sized, gzipBytes, rawBytes, gzipKb: gzipBytes / KB, rawKb: rawBytes / KB };
}

/** First-load JS of one route template (see route-templates.mjs) in a client build: the walk, sized. */
export async function routeFirstLoadJs({ manifest, clientDir, clientEntry, template }) {
  const chunks = firstLoadChunks(manifest, { clientEntry, pages: template.pages, locale: localeOf(template.path) });
  return sizeChunks(clientDir, chunks);
}

/** Page modules of the build (manifest keys matching `pattern`) that no route template lists. */
export function pagesWithoutTemplate(manifest, templates, pattern) {
  const listed = new Set(templates.flatMap((t) => t.pages));
  return Object.keys(manifest).filter((key) => pattern.test(key) && !listed.has(key)).sort();
}

/** `"file 41.2 kB, file 12.0 kB, …"`: the biggest chunks of a sized first load, for messages. */
export function biggestChunksText(sized, count = 5) {
  return sized.chunks
    .slice(0, count)
    .map((c) => `${c.file} ${(c.gzipBytes / KB).toFixed(1)} kB`)
    .join(', ');
}

/**
 * The scripts an HTML page loads, as paths without the leading slash: script sources, modulepreload
 * links, and the URLs in the inline start script's list (`u=[…]`, apps/storefront-ssr
 * app-start-script.ts), which fetches the entry and its chunks once the page's main picture is in.
 */
function referencedScripts(html) {
  const found = new Set();
  const add = (url) => found.add(url.replace(/^https?:\/\/[^/]+/, '').replace(/^\//, ''));
  for (const tag of html.match(/<(script|link)\b[^>]*>/gi) ?? []) {
    const isScript = /^<script/i.test(tag);
    if (!isScript && !/\brel=["']?modulepreload/i.test(tag)) continue;
    const url = /\b(?:src|href)=["']([^"']+)["']/i.exec(tag)?.[1];
    if (url) add(url);
  }
  // `u=["…` as the script element carries it (the router's dehydrated manifest repeats it escaped: `u=[\"…`).
  for (const [, list] of html.matchAll(/<script\b[^>]*>[^<]*?\bu=(\["[^\]]*\])/gi)) JSON.parse(list).forEach(add);
  return [...found];
}

/**
 * Cross-check against what the server really sends (`html` of `pageUrl`): every script the HTML
 * references should be in the computed first-load set, every static chunk should be referenced
 * (the rest load dynamically), and every referenced file should be served with 200.
 */
export async function crossCheck(pageUrl, html, chunks) {
  const inHtml = referencedScripts(html);
  const staticFiles = chunks.filter((c) => c.via === 'static').map((c) => c.file);
  const notInManifestSet = inHtml.filter((file) => !chunks.some((c) => c.file === file));
  const missingFromHtml = staticFiles.filter((file) => !inHtml.includes(file));
  const served = await Promise.all(
    inHtml.map(async (file) => {
      const asset = await fetch(new URL(`/${file}`, pageUrl), { signal: AbortSignal.timeout(10_000) });
      await asset.arrayBuffer();
      return { file, status: asset.status };
    }),
  );
  return {
    referencedInHtml: inHtml,
    notInManifestSet,
    missingFromHtml,
    notServed: served.filter((s) => s.status !== 200),
    consistent: notInManifestSet.length === 0 && missingFromHtml.length === 0 && served.every((s) => s.status === 200),
  };
}

/** One GET of a page: status, the HTML and its sizes raw and gzip -9 (what the HTML budgets measure). */
export async function fetchPage(pageUrl) {
  const response = await fetch(pageUrl, { signal: AbortSignal.timeout(20_000), redirect: 'manual' });
  const body = Buffer.from(await response.arrayBuffer());
  return {
    status: response.status,
    html: body.toString('utf8'),
    htmlBytes: body.length,
    htmlGzipBytes: gzipSize(body),
    xCache: response.headers.get('x-cache'),
    cacheControl: response.headers.get('cache-control'),
  };
}
