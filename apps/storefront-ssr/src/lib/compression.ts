import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { RequestHandler, Response } from 'express';

export type Encoding = 'br' | 'gzip';

/**
 * The encoding to answer with: Brotli, else gzip, as the client accepts them (`q=0` refuses one);
 * none for a client that names neither.
 */
export function preferredEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  const accepted = new Set<string>();
  for (const item of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name = '', ...parameters] = item.trim().split(';');
    const q = parameters.map((parameter) => /^\s*q=([\d.]+)\s*$/.exec(parameter)?.[1]).find(Boolean);
    if (q === undefined || Number(q) > 0) accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return undefined;
}

/**
 * A body compressed per response (a page carries its own nonce, so it cannot be compressed ahead):
 * the fastest levels, a fraction of a millisecond for a 100 KB page, nearly as small as the best.
 */
export function compressBody(body: Buffer, encoding: Encoding): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 1, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
    : gzipSync(body, { level: 1 });
}

/** Sends `body` compressed as the client accepts (bodies under 1 KB as they are). */
export function sendCompressed(req: { get(name: string): string | undefined; method: string }, res: Response, body: Buffer) {
  res.vary('Accept-Encoding');
  const encoding = body.length >= 1024 ? preferredEncoding(req.get('accept-encoding')) : undefined;
  const sent = encoding ? compressBody(body, encoding) : body;
  if (encoding) res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Length', sent.length);
  res.end(req.method === 'HEAD' ? undefined : sent);
}

/**
 * Hashed assets as the build precompressed them (`tools/scripts/precompress.mjs` writes `.br` and
 * `.gz` beside each): the request is pointed at the copy the client accepts, with the original's
 * content type. Put in front of the static handler of the same folder.
 */
export function precompressedAssets(dir: string): RequestHandler {
  const copies = new Set(existsSync(dir) ? readdirSync(dir).filter((name) => /\.(br|gz)$/.test(name)) : []);
  const extension = { br: '.br', gzip: '.gz' } as const;
  return (req, res, next) => {
    const name = path.posix.basename(req.path);
    res.vary('Accept-Encoding');
    const encoding = preferredEncoding(req.get('accept-encoding'));
    if (!encoding || !copies.has(name + extension[encoding]) || req.path !== `/${name}`) {
      next();
      return;
    }
    res.setHeader('Content-Encoding', encoding);
    res.type(path.extname(name));
    req.url = `/${name}${extension[encoding]}${req.url.slice(req.path.length)}`;
    next();
  };
}
