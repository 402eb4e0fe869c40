import { Buffer } from 'node:buffer';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync, constants } from 'node:zlib';

/** 1 kB = 1000 bytes, as in Vite's build report, so the figures match what the build prints. */
const KB = 1000;

const gzipSize = (bytes) => gzipSync(bytes, { level: constants.Z_BEST_COMPRESSION }).length;

/** Manifest keys reachable from `key` through static imports (the chunks a browser must load with it). */
export function staticClosure(manifest, key, seen = new Set()) {
  // Vite lists cycles too (a route chunk may import the entry back): visit each key once.
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

/** `/ae_en/` → `en`: the locale whose messages chunk the page loads. */
export function localeOf(pagePath) {
  const regionLocale = pagePath.split('/').filter(Boolean)[0] ?? '';
  return regionLocale.slice(regionLocale.indexOf('_') + 1);
}

/**
 * The chunks of a page's first load, per Vite's manifest: the client entry and its static imports,
 * the route page module and its static imports, and the active locale's messages chunk if separate.
 * Each file carries why it loads: `static` (in the HTML) or `dynamic` (imported once the entry runs).
 */
export function firstLoadChunks(manifest, { clientEntry, routePage, locale }) {
  if (!manifest[clientEntry]) throw new Error(`The client manifest has no entry ${clientEntry}`);
  if (!manifest[routePage]) throw new Error(`The client manifest has no route module ${routePage}`);
  const chunks = new Map();
  const add = (keys, via) => {
    for (const key of keys) if (!chunks.has(manifest[key].file)) chunks.set(manifest[key].file, { key, via });
  };
  add(staticClosure(manifest, clientEntry), 'static');
  add(staticClosure(manifest, routePage), `dynamic: ${routePage}`);
  const messagesKey = Object.keys(manifest).find((key) => key.endsWith(`/messages/${locale}.json`));
  if (messagesKey) add(staticClosure(manifest, messagesKey), `dynamic: messages ${locale}`);
  return [...chunks].map(([file, { key, via }]) => ({ file, key, via }));
}

/** Raw and gzip (level 9) sizes of each chunk on disk, biggest first, and their sum in kB. */
async function sizeChunks(clientDir, chunks) {
  const sized = await Promise.all(
    chunks.map(async (chunk) => {
      const bytes = await readFile(path.join(clientDir, chunk.file));
      return { ...chunk, rawBytes: bytes.length, gzipBytes: gzipSize(bytes) };
    }),
  );
  sized.sort((a, b) => b.gzipBytes - a.gzipBytes);
  const gzipBytes = sized.reduce((sum, c) => sum + c.gzipBytes, 0);
  const rawBytes = sized.reduce((sum, c) => sum + c.rawBytes, 0);
  return { chunks: sized, gzipBytes, rawBytes, gzipKb: gzipBytes / KB, rawKb: rawBytes / KB };
}

/** Script sources and modulepreload links of an HTML page, as paths without the leading slash. */
export function referencedScripts(html) {
  const found = new Set();
  for (const tag of html.match(/<(script|link)\b[^>]*>/gi) ?? []) {
    const isScript = /^<script/i.test(tag);
    if (!isScript && !/\brel=["']?modulepreload/i.test(tag)) continue;
    const url = /\b(?:src|href)=["']([^"']+)["']/i.exec(tag)?.[1];
    if (url) found.add(url.replace(/^https?:\/\/[^/]+/, '').replace(/^\//, ''));
  }
  return [...found];
}

/**
 * Cross-check against what the server really sends: every script the HTML references should be a
 * static first-load chunk, and every static chunk should be referenced (the rest load dynamically).
 */
async function crossCheck(pageUrl, chunks) {
  const response = await fetch(pageUrl, { signal: AbortSignal.timeout(10_000) });
  const body = Buffer.from(await response.arrayBuffer());
  const html = body.toString('utf8');
  if (!response.ok) throw new Error(`GET ${pageUrl} answered ${response.status}`);
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
    htmlBytes: body.length,
    referencedInHtml: inHtml,
    notInManifestSet,
    missingFromHtml,
    notServed: served.filter((s) => s.status !== 200),
    consistent: notInManifestSet.length === 0 && missingFromHtml.length === 0 && served.every((s) => s.status === 200),
  };
}

/** First-load JS of the page: manifest walk, gzip sizes, and the HTML cross-check. */
export async function measureFirstLoadJs({ viteManifest, clientDir, page, pageUrl }) {
  const manifest = JSON.parse(await readFile(viteManifest, 'utf8'));
  const chunks = firstLoadChunks(manifest, { ...page, locale: localeOf(page.path) });
  const sizes = await sizeChunks(clientDir, chunks);
  return { ...sizes, crossCheck: await crossCheck(pageUrl, chunks) };
}
