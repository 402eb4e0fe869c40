import { build } from 'vite';
import path from 'node:path';
import { readManifest, routeFirstLoadJs } from './tools/bench/lib/first-load-js.mjs';
import { CLIENT_ENTRY, ROUTE_TEMPLATES } from './tools/bench/lib/route-templates.mjs';
process.env.NODE_ENV='production';
const outDir = '/tmp/fl-out';
await build({ root: 'apps/storefront', configFile: 'apps/storefront/vite.config.ts', mode:'production', logLevel:'warn', build:{outDir, emptyOutDir:true, manifest:true}});
const manifest = await readManifest(outDir);
for (const t of ROUTE_TEMPLATES) {
  const s = await routeFirstLoadJs({ manifest, clientDir: outDir, clientEntry: CLIENT_ENTRY, template: t });
  console.log(t.path, s.gzipKb.toFixed(1));
  for (const c of s.chunks) console.log('   ', JSON.stringify(c));
}
