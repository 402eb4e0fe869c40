#!/usr/bin/env node
// Part of the storefront build: `node tools/i18n/compile.mjs <outDir>` compiles every catalogue.
import path from 'node:path';
import { compileCatalogues } from './catalogues.mjs';

const outDir = path.resolve(process.argv[2] ?? 'dist/apps/storefront/i18n');
const buildId = compileCatalogues(outDir);
console.log(`Compiled the message catalogues into ${outDir} (build ${buildId})`);
