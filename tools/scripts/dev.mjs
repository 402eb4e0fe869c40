#!/usr/bin/env node
// `npm run dev`: the reference backend in watch mode and the SSR host with Vite middleware (HMR).
import { runTogether } from './run-together.mjs';

const port = process.env.PORT ?? '3000';
const apiPort = process.env.REGIONAL_API_PORT ?? '4000';
const site = process.env.SITE_URL ?? `http://localhost:${port}`;

runTogether([
  {
    name: 'regional-api',
    command: 'npx',
    args: ['tsx', 'watch', '--tsconfig', 'apps/regional-api/tsconfig.json', 'apps/regional-api/src/main.ts'],
    // The storefront passes the browsers' calls on (its own origin serves the backend): the client's
    // address it forwards counts for the abuse limits.
    env: { REGIONAL_API_PORT: apiPort, REGIONAL_API_CORS_ORIGINS: `${site},http://127.0.0.1:${port}`, REGIONAL_API_TRUSTED_PROXIES: '127.0.0.1,::1' },
  },
  {
    name: 'storefront',
    command: 'npx',
    args: ['tsx', '--tsconfig', 'tsconfig.base.json', 'apps/storefront-ssr/src/main.ts', '--dev'],
    env: { PORT: port, SITE_URL: site, REGIONAL_API_URL: `http://127.0.0.1:${apiPort}` },
  },
]);
