import { build } from 'vite';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
process.env.NODE_ENV='production';
const target = process.argv[2] || 'entry-client';
await build({ root: 'apps/storefront', configFile: 'apps/storefront/vite.config.ts', mode:'production', logLevel:'warn', build:{outDir:'/tmp/fl-out2', emptyOutDir:true, write:false},
 plugins:[{name:'r', generateBundle(_o,b){ for (const c of Object.values(b)) { if (c.type!=='chunk'||!c.fileName.includes(target)) continue;
   const rows = Object.entries(c.modules).map(([id,m])=>[m.renderedLength, gzipSync(m.code??'').length, path.relative(process.cwd(), id)]).sort((a,b)=>b[1]-a[1]);
   console.log(c.fileName, c.code.length, gzipSync(c.code,{level:9}).length);
   for (const r of rows.slice(0,60)) console.log(String(r[0]).padStart(7), String(r[1]).padStart(6), r[2]);
 }}}]});
