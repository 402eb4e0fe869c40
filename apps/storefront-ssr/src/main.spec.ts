import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');

/** The built host, as production runs it (the test target builds it first). */
describe('the host process', () => {
  it('does not start with a bad public env: one line says what to fix, and the exit code is not 0', () => {
    const run = spawnSync(process.execPath, ['dist/apps/storefront-ssr/main.js'], {
      cwd: root,
      env: {
        ...process.env,
        PORT: '0',
        SITE_URL: 'shop.example',
        STOREFRONT_DIST: path.join(root, 'dist/apps/storefront'),
      },
      encoding: 'utf8',
      timeout: 60_000,
    });

    expect(run.status).toBe(1);
    expect(run.stderr).toContain(
      '[storefront-ssr] cannot start: Invalid public env: siteUrl must be an http(s) origin such as https://shop.example, got "shop.example"',
    );
    expect(run.stderr).not.toMatch(/^\s+at /m);
  }, 90_000);
});
