// The message pipeline of docs/architecture.md "Internationalisation": messages are written in the code
// (defineMessages), extracted into en.json, translated per locale, and compiled to ASTs per build.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const workspaceRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const cataloguesDir = path.join(workspaceRoot, 'libs/i18n/src/messages');
const formatjs = path.join(workspaceRoot, 'node_modules/.bin/formatjs');

const SOURCES = ['apps/storefront/src/**/*.{ts,tsx}', 'libs/*/src/**/*.{ts,tsx}'];
const IGNORED = ['**/*.spec.*', '**/*.stories.*', '**/*.d.ts'];

/** Extracts every message of the code as `{ id: English text }` into `outFile`. */
export function extractMessages(outFile) {
  execFileSync(
    formatjs,
    ['extract', ...SOURCES, ...IGNORED.flatMap((glob) => ['--ignore', glob]), '--format', 'simple', '--out-file', outFile],
    { cwd: workspaceRoot, stdio: ['ignore', 'ignore', 'inherit'] },
  );
}

/** The locales that have a catalogue. */
function catalogueLocales() {
  return readdirSync(cataloguesDir)
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.replace(/\.json$/, ''))
    .sort();
}

/**
 * Compiles every catalogue to its AST (no message parsing in the browser) into `outDir/{locale}.json`
 * and writes `outDir/build-id.json`: a hash of the compiled catalogues, so URLs change with the texts.
 */
export function compileCatalogues(outDir) {
  mkdirSync(outDir, { recursive: true });
  const hash = createHash('sha256');
  for (const locale of catalogueLocales()) {
    const outFile = path.join(outDir, `${locale}.json`);
    execFileSync(
      formatjs,
      ['compile', path.join(cataloguesDir, `${locale}.json`), '--ast', '--format', 'simple', '--out-file', outFile],
      { cwd: workspaceRoot, stdio: ['ignore', 'ignore', 'inherit'] },
    );
    hash.update(locale).update(readFileSync(outFile));
  }
  const buildId = hash.digest('hex').slice(0, 12);
  writeFileSync(path.join(outDir, 'build-id.json'), JSON.stringify({ buildId }) + '\n');
  return buildId;
}
