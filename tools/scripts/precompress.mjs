#!/usr/bin/env node
// Part of the storefront build: `node tools/scripts/precompress.mjs <dir>` writes a Brotli (`.br`, quality
// 11) and a gzip (`.gz`, level 9) copy beside every script, stylesheet, JSON, SVG and source map in
// <dir>, so the SSR host sends hashed assets compressed without compressing them per request.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(js|mjs|css|json|svg|map|txt|html)$/;
const dir = path.resolve(process.argv[2] ?? 'dist/apps/storefront/client/assets');

let files = 0;
for (const name of await readdir(dir)) {
  if (!COMPRESSIBLE.test(name)) continue;
  const file = path.join(dir, name);
  const bytes = await readFile(file);
  await writeFile(`${file}.br`, brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  await writeFile(`${file}.gz`, gzipSync(bytes, { level: constants.Z_BEST_COMPRESSION }));
  files += 1;
}
console.log(`Precompressed ${files} files in ${dir}`);
