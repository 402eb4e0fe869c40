#!/usr/bin/env node
// Bundle report: builds the storefront's client with Vite and prints, per chunk, the packages and
// source folders that fill it (rendered bytes, before compression). Nothing is written to the repo.
//   node tools/bundle/report.mjs [--top N]
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

const root = path.resolve(fileURLToPath(new URL('../..', import.meta.url)));
const top = Number(process.argv[process.argv.indexOf('--top') + 1]) || 12;

/** `node_modules/@scope/pkg/...` → `@scope/pkg`; our sources → their lib or app folder. */
function owner(id) {
  const clean = id.replace(/^\0/, '').split('?')[0];
  const nm = clean.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const parts = clean.slice(nm + 'node_modules/'.length).split('/');
    return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
  }
  const rel = path.relative(root, clean);
  const parts = rel.split(path.sep);
  if (parts[0] === 'libs') return `libs/${parts[1]}`;
  if (parts[0] === 'apps') return parts.slice(0, 4).join('/');
  return rel;
}

const chunks = [];
await build({
  root: path.join(root, 'apps/storefront'),
  configFile: path.join(root, 'apps/storefront/vite.config.ts'),
  logLevel: 'warn',
  build: { outDir: path.join(root, `tmp/bundle-report-${process.pid}`), emptyOutDir: true, write: false },
  plugins: [
    {
      name: 'bundle-report',
      generateBundle(_options, bundle) {
        for (const item of Object.values(bundle)) {
          if (item.type !== 'chunk') continue;
          const owners = new Map();
          for (const [id, info] of Object.entries(item.modules)) {
            owners.set(owner(id), (owners.get(owner(id)) ?? 0) + (info.code ? gzipSync(info.code).length : 0));
          }
          chunks.push({ file: item.fileName, bytes: item.code.length, entry: item.isEntry, dynamic: item.isDynamicEntry, owners });
        }
      },
    },
  ],
});

chunks.sort((a, b) => b.bytes - a.bytes);
for (const chunk of chunks) {
  const kind = chunk.entry ? 'entry' : chunk.dynamic ? 'dynamic' : 'shared';
  console.log(`\n${chunk.file}  ${(chunk.bytes / 1000).toFixed(1)} kB raw  [${kind}]`);
  for (const [name, bytes] of [...chunk.owners].sort((a, b) => b[1] - a[1]).slice(0, top)) {
    console.log(`  ${(bytes / 1000).toFixed(1).padStart(7)} kB  ${name}`);
  }
}
