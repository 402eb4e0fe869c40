import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error plain ESM tooling without type declarations
import { cataloguesDir, compileCatalogues, extractMessages } from '../i18n/catalogues.mjs';

const scratch = mkdtempSync(path.join(tmpdir(), 'messages-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;

describe('message pipeline', () => {
  it('keeps en.json equal to the messages written in the code (run `npm run i18n:extract`)', () => {
    const extracted = path.join(scratch, 'extracted.json');
    extractMessages(extracted);
    expect(readJson(path.join(cataloguesDir, 'en.json'))).toEqual(readJson(extracted));
  });

  it('compiles every catalogue to ASTs under a build id that follows the texts', () => {
    const out = path.join(scratch, 'compiled');
    const buildId = compileCatalogues(out);
    expect(buildId).toMatch(/^[0-9a-f]{12}$/);
    expect(readJson(path.join(out, 'build-id.json'))).toEqual({ buildId });
    const arabic = readJson(path.join(out, 'ar.json'));
    expect(arabic['regions.list.title']).toEqual([{ type: 0, value: 'أين تجدنا' }]);
    expect(compileCatalogues(out)).toBe(buildId);
  });
});
