#!/usr/bin/env node
// `npm start`: the production builds of the reference backend (seeded SQLite under var/) and the
// SSR host, at http://localhost:3000 (PORT and REGIONAL_API_PORT change the ports).
import { existsSync } from 'node:fs';
import { runTogether, waitForHealthy } from './run-together.mjs';

const port = process.env.PORT ?? '3000';
const apiPort = process.env.REGIONAL_API_PORT ?? '4000';
const site = process.env.SITE_URL ?? `http://localhost:${port}`;
const api = `http://127.0.0.1:${apiPort}`;

for (const file of ['dist/apps/regional-api/main.js', 'dist/apps/storefront-ssr/main.js', 'dist/apps/storefront/server/entry-server.js']) {
  if (!existsSync(file)) {
    console.error(`Missing ${file}: run \`npm run build\` first (npm start does it for you).`);
    process.exit(1);
  }
}

runTogether([
  {
    name: 'regional-api',
    command: process.execPath,
    args: ['dist/apps/regional-api/main.js'],
    // The storefront passes the browsers' calls on (its own origin serves the backend): the client's
    // address it forwards counts for the abuse limits.
    env: { REGIONAL_API_PORT: apiPort, REGIONAL_API_CORS_ORIGINS: `${site},http://127.0.0.1:${port}`, REGIONAL_API_TRUSTED_PROXIES: '127.0.0.1,::1' },
  },
  {
    name: 'storefront',
    command: process.execPath,
    args: ['dist/apps/storefront-ssr/main.js'],
    env: { NODE_ENV: 'production', PORT: port, SITE_URL: site, REGIONAL_API_URL: api },
  },
]);

if ((await waitForHealthy(`${api}/healthz`)) && (await waitForHealthy(`http://127.0.0.1:${port}/healthz`))) {
  console.log(`\n  Storefront ready: ${site}/  (e.g. ${site}/ae_en/ or ${site}/ae_ar/)\n`);
}
