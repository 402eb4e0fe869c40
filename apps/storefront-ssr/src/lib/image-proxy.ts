import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { BEST_QUALITY, IMAGE_FITS, IMAGE_FORMATS, MAX_IMAGE_HEIGHT, snapImageWidth } from '@storefront/ui/server';
import type { Request, RequestHandler, Response } from 'express';
import sharp, { type Metadata } from 'sharp';

/**
 * The host's image proxy (SPEC §7 "a local proxy with width, height, quality, format, fit"):
 * `/_img/?url={source}&w=&h=&q=&f=&fit=`, the URL `@storefront/ui`'s `proxy` loader writes.
 * docs/adr/0067-the-image-proxy-in-the-ssr-host.md records the choices; in short:
 * - sources only under the configured image prefixes (the regions' `imagesPrefix`, as browsers and as
 *   this server spell them), fetched from the server's spelling, redirects never followed;
 * - widths snapped to `IMAGE_WIDTHS`, heights clamped, never enlarged;
 * - `f=auto` picks WebP (or AVIF when enabled) from `Accept`, else JPEG (PNG for a transparent source);
 * - answers kept in a bounded disk cache and sent as immutable for a year;
 * - 400 for bad parameters, 404 for a missing source, 502/504 for a failing or unreadable source,
 *   503 when too many transforms wait; never 500 for input.
 */

export type ImageFormatParam = (typeof IMAGE_FORMATS)[number];
type ImageFitParam = (typeof IMAGE_FITS)[number];
export type OutputFormat = Exclude<ImageFormatParam, 'auto'>;

/** One allowed origin of images: a URL prefix as image URLs spell it, and where this server fetches it. */
export interface ImageSource {
  /** `http://api.example/images` (no trailing slash): URLs below it are accepted. */
  prefix: string;
  /** `http://127.0.0.1:4000/images`: what replaces `prefix` when the source is fetched. */
  fetchPrefix: string;
}

export interface ImageProxyOptions {
  sources: readonly ImageSource[];
  cache: { dir: string; maxBytes: number };
  /** Transforms run at the same time; the others wait (default 1). */
  concurrency?: number;
  /** Transforms allowed to wait before the proxy answers 503 (default 200). */
  maxQueue?: number;
  /** For fetching one source, body included (default 10 s). */
  timeoutMs?: number;
  /** Largest source accepted, in bytes (default 20 MB). */
  maxSourceBytes?: number;
  /** Largest source accepted, in pixels (sharp's `limitInputPixels`; default 40 MP). */
  maxInputPixels?: number;
  /** Whether `f=auto` may answer AVIF (slow to encode: off by default, WebP instead). */
  autoAvif?: boolean;
  log?: (message: string) => void;
}

interface ImageRequest {
  /** The URL fetched (on the server's spelling of the origin). */
  fetchUrl: string;
  width: number | undefined;
  height: number | undefined;
  quality: number | typeof BEST_QUALITY;
  format: ImageFormatParam;
  fit: ImageFitParam;
}

export type Parsed = { ok: true; value: ImageRequest } | { ok: false; message: string };

const PARAMETERS = new Set(['url', 'w', 'h', 'q', 'f', 'fit']);
const MAX_URL_LENGTH = 2048;
const DEFAULT_QUALITY = 85;
const IMAGE_PATH = /\.(?:jpe?g|png|webp|avif|gif|svg)$/i;
const CACHE_CONTROL = 'public, max-age=31536000, immutable';

const bad = (message: string): Parsed => ({ ok: false, message });

/**
 * Where a source URL may be fetched from, or why not. Only absolute http(s) URLs below one of the
 * prefixes, without credentials, query, fragment, encoded slashes or dots, are accepted: nothing
 * the proxy fetches is chosen by the request beyond a path under an allowed prefix.
 */
export function resolveSource(raw: string, sources: readonly ImageSource[]): { ok: true; fetchUrl: string } | { ok: false; message: string } {
  if (raw.length > MAX_URL_LENGTH) return { ok: false, message: 'url is too long' };
  // Absolute http(s) only: `//host`, `file:`, `data:` and relative paths are refused before parsing.
  if (!/^https?:\/\/[^/\\]/i.test(raw) || /[\\\s]/.test(raw)) return { ok: false, message: 'url must be an absolute http(s) URL of an image origin' };
  // Encoded separators and dots would be decoded differently by the origin: refuse, never normalise.
  if (/%(?:2f|5c|2e|00)/i.test(raw)) return { ok: false, message: 'url must not encode slashes or dots' };
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return { ok: false, message: 'url is not a URL' };
  }
  if (url.username || url.password || url.search || url.hash || raw.includes('?') || raw.includes('#')) {
    return { ok: false, message: 'url must have no credentials, query or fragment' };
  }
  if (/\/\.\.?(?:\/|$)/.test(raw)) return { ok: false, message: 'url must not have dot segments' };
  if (!IMAGE_PATH.test(url.pathname)) return { ok: false, message: 'url must name an image file' };
  for (const source of sources) {
    const prefix = new URL(source.prefix);
    const base = prefix.pathname.replace(/\/+$/, '');
    if (url.origin === prefix.origin && url.pathname.startsWith(`${base}/`)) {
      return { ok: true, fetchUrl: `${source.fetchPrefix.replace(/\/+$/, '')}${url.pathname.slice(base.length)}` };
    }
  }
  return { ok: false, message: 'url is not on an image origin of this site' };
}

const integer = (value: string) => (/^\d{1,6}$/.test(value) ? Number(value) : Number.NaN);

/** The request's parameters, checked; `search` is the raw query string (`?url=…&w=…`). */
export function parseImageQuery(search: string, sources: readonly ImageSource[]): Parsed {
  const params = new URLSearchParams(search);
  for (const name of new Set(params.keys())) {
    if (!PARAMETERS.has(name)) return bad(`unknown parameter ${JSON.stringify(name.slice(0, 20))}`);
    if (params.getAll(name).length > 1) return bad(`${name} is given more than once`);
  }
  const rawUrl = params.get('url');
  if (!rawUrl) return bad('url is required');
  const source = resolveSource(rawUrl, sources);
  if (!source.ok) return bad(source.message);

  let width: number | undefined;
  let height: number | undefined;
  const w = params.get('w');
  if (w !== null) {
    const asked = integer(w);
    if (!(asked >= 1)) return bad('w must be a whole number of pixels from 1');
    width = snapImageWidth(asked);
  }
  const h = params.get('h');
  if (h !== null) {
    const asked = integer(h);
    if (!(asked >= 1)) return bad('h must be a whole number of pixels from 1');
    // A snapped width keeps the asked proportions.
    const scaled = width !== undefined && w !== null ? Math.round((asked * width) / Number(w)) : asked;
    height = Math.min(Math.max(scaled, 1), MAX_IMAGE_HEIGHT);
  }
  let quality: ImageRequest['quality'] = DEFAULT_QUALITY;
  const q = params.get('q');
  if (q !== null) {
    if (q === BEST_QUALITY) quality = BEST_QUALITY;
    else {
      const asked = integer(q);
      if (!(asked >= 1 && asked <= 100)) return bad(`q must be 1 to 100 or ${BEST_QUALITY}`);
      quality = asked;
    }
  }
  const f = params.get('f') ?? 'auto';
  if (!(IMAGE_FORMATS as readonly string[]).includes(f)) return bad(`f must be one of ${IMAGE_FORMATS.join(', ')}`);
  const fit = params.get('fit') ?? 'cover';
  if (!(IMAGE_FITS as readonly string[]).includes(fit)) return bad(`fit must be one of ${IMAGE_FITS.join(', ')}`);
  return {
    ok: true,
    value: { fetchUrl: source.fetchUrl, width, height, quality, format: f as ImageFormatParam, fit: fit as ImageFitParam },
  };
}

/** Whether `accept` names `type` with a weight above zero (wildcards do not count: browsers name what they decode). */
function accepts(accept: string, type: string): boolean {
  return accept.split(',').some((entry) => {
    const [name, ...params] = entry.split(';').map((part) => part.trim().toLowerCase());
    if (name !== type) return false;
    const weight = params.find((param) => param.startsWith('q='));
    return weight === undefined || Number(weight.slice(2)) > 0;
  });
}

/** The format to answer: the asked one, or for `auto` AVIF (when enabled), WebP, else JPEG. */
export function negotiateFormat(format: ImageFormatParam, accept: string | undefined, autoAvif = false): OutputFormat {
  if (format !== 'auto') return format;
  if (autoAvif && accepts(accept ?? '', 'image/avif')) return 'avif';
  if (accepts(accept ?? '', 'image/webp')) return 'webp';
  return 'jpeg';
}

const CONTENT_TYPES: Record<OutputFormat, string> = { avif: 'image/avif', webp: 'image/webp', jpeg: 'image/jpeg', png: 'image/png' };
const EXTENSIONS: Record<OutputFormat, string> = { avif: 'avif', webp: 'webp', jpeg: 'jpg', png: 'png' };
const FORMAT_OF_EXTENSION = Object.fromEntries(Object.entries(EXTENSIONS).map(([format, ext]) => [ext, format])) as Record<string, OutputFormat>;

/** A failure with the status it is answered with (never 500). */
class ImageFailure extends Error {
  constructor(
    readonly status: 404 | 502 | 503 | 504,
    message: string,
  ) {
    super(message);
  }
}

async function fetchSource(url: string, timeoutMs: number, maxBytes: number): Promise<Buffer> {
  let response: globalThis.Response;
  try {
    // `manual`: a redirect is an answer, never followed (it could point anywhere).
    response = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(timeoutMs), headers: { accept: 'image/*' } });
  } catch (error) {
    if (error instanceof Error && error.name === 'TimeoutError') throw new ImageFailure(504, `source timed out after ${timeoutMs} ms`);
    throw new ImageFailure(502, `source unreachable (${error instanceof Error ? error.message : String(error)})`);
  }
  if (response.status === 404 || response.status === 410) {
    await response.body?.cancel();
    throw new ImageFailure(404, 'source not found');
  }
  if (response.status !== 200) {
    await response.body?.cancel();
    throw new ImageFailure(502, `source answered ${response.status}${response.status >= 300 && response.status < 400 ? ' (redirects are not followed)' : ''}`);
  }
  const length = Number(response.headers.get('content-length'));
  if (length > maxBytes) {
    await response.body?.cancel();
    throw new ImageFailure(502, `source is larger than ${maxBytes} bytes`);
  }
  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader = response.body?.getReader();
  try {
    for (let read = await reader?.read(); read && !read.done; read = await reader?.read()) {
      total += read.value.byteLength;
      if (total > maxBytes) throw new ImageFailure(502, `source is larger than ${maxBytes} bytes`);
      chunks.push(read.value);
    }
  } catch (error) {
    await reader?.cancel().catch(() => {});
    if (error instanceof ImageFailure) throw error;
    if (error instanceof Error && error.name === 'TimeoutError') throw new ImageFailure(504, `source timed out after ${timeoutMs} ms`);
    throw new ImageFailure(502, `source failed while sending (${error instanceof Error ? error.message : String(error)})`);
  }
  return Buffer.concat(chunks);
}

/** Encoder quality per format: AVIF's scale is lower for the same look. */
function qualityFor(format: OutputFormat, quality: ImageRequest['quality']): number {
  const value = quality === BEST_QUALITY ? 90 : quality;
  return format === 'avif' ? Math.max(1, Math.round(value * 0.7)) : value;
}

interface Rendition {
  body: Buffer;
  format: OutputFormat;
}

async function transform(source: Buffer, request: ImageRequest, format: OutputFormat, maxInputPixels: number): Promise<Rendition> {
  const options = { limitInputPixels: maxInputPixels, failOn: 'error' as const, autoOrient: true };
  let metadata: Metadata;
  try {
    metadata = await sharp(source, options).metadata();
  } catch (error) {
    throw new ImageFailure(502, `source is not a readable image (${error instanceof Error ? error.message : String(error)})`);
  }
  // A vector is drawn at the size asked (up to 4× its own), not drawn small and enlarged.
  const scale = metadata.format === 'svg' && request.width && metadata.width ? Math.min(request.width / metadata.width, 4) : 1;
  const input = sharp(source, scale > 1 ? { ...options, density: 72 * scale } : options);
  // A transparent source asked for `auto` on a browser without WebP keeps its transparency as PNG.
  const output: OutputFormat = request.format === 'auto' && format === 'jpeg' && metadata.hasAlpha ? 'png' : format;
  let pipeline = input.resize({ width: request.width, height: request.height, fit: request.fit, withoutEnlargement: true });
  const quality = qualityFor(output, request.quality);
  if (output === 'jpeg') pipeline = pipeline.flatten({ background: '#ffffff' }).jpeg({ quality, progressive: true });
  else if (output === 'webp') pipeline = pipeline.webp({ quality, effort: 4 });
  else if (output === 'avif') pipeline = pipeline.avif({ quality, effort: 2 });
  else pipeline = pipeline.png({ compressionLevel: 8 });
  try {
    return { body: await pipeline.toBuffer(), format: output };
  } catch (error) {
    throw new ImageFailure(502, `source could not be transformed (${error instanceof Error ? error.message : String(error)})`);
  }
}

interface CacheEntry {
  file: string;
  bytes: number;
  format: OutputFormat;
  etag?: string;
}

const etagOf = (body: Buffer) => `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;

/**
 * Renditions on disk, at most `maxBytes`, least recently used first out. The index lives in
 * memory and is rebuilt from the directory on start (oldest modification first).
 */
class DiskCache {
  private readonly entries = new Map<string, CacheEntry>();
  private total = 0;
  readonly ready: Promise<void>;

  constructor(
    private readonly dir: string,
    private readonly maxBytes: number,
    private readonly log: (message: string) => void,
  ) {
    this.ready = this.load().catch((error: unknown) => log(`image cache: cannot read ${dir} (${String(error)}); starting empty`));
  }

  get bytes(): number {
    return this.total;
  }

  get size(): number {
    return this.entries.size;
  }

  private async load() {
    await mkdir(this.dir, { recursive: true });
    const found: { key: string; entry: CacheEntry; mtime: number }[] = [];
    for (const shard of await readdir(this.dir)) {
      if (!/^[0-9a-f]{2}$/.test(shard)) continue;
      for (const name of await readdir(path.join(this.dir, shard))) {
        const match = /^([0-9a-f]{64})\.(\w+)$/.exec(name);
        const format = match && FORMAT_OF_EXTENSION[match[2] as string];
        if (!match || !format) continue;
        const file = path.join(this.dir, shard, name);
        const info = await stat(file).catch(() => undefined);
        if (info) found.push({ key: match[1] as string, entry: { file, bytes: info.size, format }, mtime: info.mtimeMs });
      }
    }
    found.sort((a, b) => a.mtime - b.mtime);
    for (const { key, entry } of found) this.add(key, entry);
    await this.evict();
  }

  private add(key: string, entry: CacheEntry) {
    const previous = this.entries.get(key);
    if (previous) this.total -= previous.bytes;
    this.entries.delete(key);
    this.entries.set(key, entry);
    this.total += entry.bytes;
  }

  /** The rendition of `key`, marked as just used; undefined when absent or gone from disk. */
  async get(key: string): Promise<(Rendition & { etag: string }) | undefined> {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    try {
      const body = await readFile(entry.file);
      entry.etag ??= etagOf(body);
      this.add(key, entry);
      return { body, format: entry.format, etag: entry.etag };
    } catch {
      this.total -= entry.bytes;
      this.entries.delete(key);
      return undefined;
    }
  }

  async put(key: string, rendition: Rendition): Promise<string> {
    const etag = etagOf(rendition.body);
    if (rendition.body.byteLength > this.maxBytes) return etag;
    const file = path.join(this.dir, key.slice(0, 2), `${key}.${EXTENSIONS[rendition.format]}`);
    try {
      await mkdir(path.dirname(file), { recursive: true });
      // Through a temporary name: a reader never sees half a file.
      const temporary = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
      await writeFile(temporary, rendition.body);
      await rename(temporary, file);
      this.add(key, { file, bytes: rendition.body.byteLength, format: rendition.format, etag });
      await this.evict();
    } catch (error) {
      this.log(`image cache: cannot write ${file} (${String(error)})`);
    }
    return etag;
  }

  private async evict() {
    if (this.total <= this.maxBytes) return;
    // Down to 90 % so a full cache does not evict on every write.
    const target = this.maxBytes * 0.9;
    for (const [key, entry] of this.entries) {
      if (this.total <= target) break;
      this.entries.delete(key);
      this.total -= entry.bytes;
      await unlink(entry.file).catch(() => {});
    }
  }
}

/** At most `limit` tasks at once; `undefined` when `maxQueue` are already waiting. */
function limiter(limit: number, maxQueue: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async <T>(task: () => Promise<T>): Promise<T | undefined> => {
    if (running >= limit) {
      if (waiting.length >= maxQueue) return undefined;
      await new Promise<void>((resolve) => waiting.push(resolve));
    }
    running += 1;
    try {
      return await task();
    } finally {
      running -= 1;
      waiting.shift()?.();
    }
  };
}

function sendText(res: Response, status: number, message: string) {
  res.status(status).set('Cache-Control', 'no-store').type('text/plain').send(`${message}\n`);
}

export interface ImageProxy {
  handler: RequestHandler;
  cache: DiskCache;
}

/** The `/_img/` endpoint. Mount it with `app.get('/_img/', proxy.handler)`. */
export function createImageProxy(options: ImageProxyOptions): ImageProxy {
  const {
    sources,
    concurrency = 1,
    maxQueue = 200,
    timeoutMs = 10_000,
    maxSourceBytes = 20 * 1024 * 1024,
    maxInputPixels = 40_000_000,
    autoAvif = false,
    log = (message) => console.error(`[storefront-ssr] ${message}`),
  } = options;
  // The disk cache is the proxy's cache; sharp's own would only hold the same work twice in memory.
  sharp.cache(false);
  const cache = new DiskCache(options.cache.dir, options.cache.maxBytes, log);
  const limit = limiter(Math.max(1, concurrency), maxQueue);
  const inFlight = new Map<string, Promise<Rendition & { etag: string }>>();

  const render = (key: string, request: ImageRequest, format: OutputFormat) =>
    limit(async () => {
      const source = await fetchSource(request.fetchUrl, timeoutMs, maxSourceBytes);
      const rendition = await transform(source, request, format, maxInputPixels);
      return { ...rendition, etag: await cache.put(key, rendition) };
    }).then((result) => {
      if (!result) throw new ImageFailure(503, 'too many images are being transformed; try again');
      return result;
    });

  const handler: RequestHandler = async (req: Request, res: Response) => {
    const queryIndex = req.originalUrl.indexOf('?');
    const parsed = parseImageQuery(queryIndex === -1 ? '' : req.originalUrl.slice(queryIndex), sources);
    if (!parsed.ok) {
      sendText(res, 400, `Bad Request: ${parsed.message}`);
      return;
    }
    const request = parsed.value;
    const format = negotiateFormat(request.format, req.get('accept'), autoAvif);
    const key = createHash('sha256')
      .update(['v1', request.fetchUrl, request.width ?? '', request.height ?? '', request.quality, request.format, format, request.fit].join('\n'))
      .digest('hex');
    try {
      await cache.ready;
      let state = 'HIT';
      let rendition = await cache.get(key);
      if (!rendition) {
        state = inFlight.has(key) ? 'SHARED' : 'MISS';
        let pending = inFlight.get(key);
        if (!pending) {
          pending = render(key, request, format).finally(() => inFlight.delete(key));
          inFlight.set(key, pending);
        }
        rendition = await pending;
      }
      if (request.format === 'auto') res.vary('Accept');
      res.set({
        'Content-Type': CONTENT_TYPES[rendition.format],
        'Cache-Control': CACHE_CONTROL,
        ETag: rendition.etag,
        'X-Image-Cache': state,
      });
      if (req.fresh) {
        res.status(304).end();
        return;
      }
      res.status(200).send(rendition.body);
    } catch (error) {
      if (error instanceof ImageFailure) {
        // A missing source is a plain 404; the others say something about the origin: logged.
        if (error.status !== 404) log(`image proxy: ${request.fetchUrl}: ${error.message}`);
        if (error.status === 503) res.set('Retry-After', '1');
        sendText(res, error.status, `${statusText(error.status)}: ${error.message}`);
        return;
      }
      log(`image proxy: ${request.fetchUrl}: ${error instanceof Error ? error.stack : String(error)}`);
      sendText(res, 502, 'Bad Gateway: the image could not be produced');
    }
  };
  return { handler, cache };
}

function statusText(status: number): string {
  return { 404: 'Not Found', 502: 'Bad Gateway', 503: 'Service Unavailable', 504: 'Gateway Timeout' }[status] ?? 'Error';
}
