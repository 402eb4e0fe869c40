import { execFile } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
// The one list of route templates, shared with the size test and the bench (docs/how-to.md, "…add a page").
// eslint-disable-next-line @nx/enforce-module-boundaries -- plain data of the workspace tools, no code of a layer
import { NOT_FOUND_PATH, ROUTE_TEMPLATES, samplePath } from '../../../tools/bench/lib/route-templates.mjs';
import { API_URL } from './support/backend';
import { expect, test } from './support/fixtures';

/**
 * The server's HTML of every route template, and of the 404 page, is valid HTML: 0 errors of the Nu
 * Html Checker (`vnu-jar`, the HTML standard's conformance checker, on Java). It is the checker and
 * not the pure-JS `html-validate`, which knows no allowed-roles rule of ARIA in HTML: it passed
 * `<input type="search" role="combobox">`, one of the two errors of issue 27
 * (docs/adr/0087-html-validity-by-the-nu-html-checker.md). Warnings and info are style advice, not validity:
 * `--errors-only`.
 */
const execFileAsync = promisify(execFile);
const VNU_JAR = String(createRequire(import.meta.url)('vnu-jar'));
const JAVA = process.env['JAVA_HOME'] ? path.join(process.env['JAVA_HOME'], 'bin', 'java') : 'java';

/** One JVM checks every page at once: starting it is most of the time (several seconds on two busy cores). */
const CHECK_TIMEOUT_MS = 180_000;

/** A page the checker must reject, checked with the others: a checker that accepts everything fails the test. */
const CONTROL = {
  name: 'control (invalid on purpose)',
  html: '<!doctype html><html lang="en"><head><title>x</title></head><body><span><h2>x</h2></span></body></html>',
};

interface VnuMessage {
  type: string;
  subType?: string;
  url?: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

/** The checker's errors per file it read (`file:` URL's base name): `--errors-only`, JSON on stderr. */
async function checkFiles(files: string[]): Promise<Map<string, string[]>> {
  let output: string;
  try {
    // -Xss: the checker's own advice for deep documents (its parser recurses).
    const { stderr } = await execFileAsync(JAVA, ['-Xss1m', '-jar', VNU_JAR, '--errors-only', '--format', 'json', '--exit-zero-always', ...files], {
      maxBuffer: 64 * 1024 * 1024,
    });
    output = stderr;
  } catch (error) {
    throw new Error(
      `The Nu Html Checker could not run (${JAVA} -jar ${VNU_JAR}): the e2e tests need a Java runtime, Debian's ` +
        '`default-jre-headless` (`npm test` installs it: tools/scripts/ensure-java.mjs)',
      { cause: error },
    );
  }
  const { messages } = JSON.parse(output) as { messages: VnuMessage[] };
  const byFile = new Map<string, string[]>(files.map((file) => [path.basename(file), []]));
  for (const message of messages) {
    const file = message.url ? path.basename(new URL(message.url).pathname) : '(no file)';
    const text = `${message.type}${message.subType ? `/${message.subType}` : ''} line ${message.lastLine ?? '?'}: ${message.message}${
      message.extract ? ` in “${message.extract.trim().slice(0, 160)}”` : ''
    }`;
    byFile.set(file, [...(byFile.get(file) ?? []), text]);
  }
  return byFile;
}

test('the server HTML of every route template and of the 404 page is valid (Nu Html Checker: 0 errors)', async ({ request }, testInfo) => {
  test.setTimeout(CHECK_TIMEOUT_MS);
  const pages: { name: string; path: string; status: number }[] = [
    ...(await Promise.all(ROUTE_TEMPLATES.map(async (template) => ({ name: template.name, path: await samplePath(template, API_URL), status: 200 })))),
    { name: '404 page', path: NOT_FOUND_PATH, status: 404 },
  ];
  const dir = testInfo.outputPath('html');
  await mkdir(dir, { recursive: true });
  const fileOf = (index: number) => path.join(dir, `page-${index}.html`);
  for (const [index, page] of pages.entries()) {
    const response = await request.get(page.path, { maxRedirects: 0 });
    expect(response.status(), `status of ${page.path}`).toBe(page.status);
    await writeFile(fileOf(index), await response.body());
  }
  const control = path.join(dir, 'control.html');
  await writeFile(control, CONTROL.html);

  const errors = await checkFiles([...pages.map((_, index) => fileOf(index)), control]);

  expect(errors.get('control.html'), `${CONTROL.name}: the checker reports its heading in a <span>`).toHaveLength(1);
  for (const [index, page] of pages.entries()) {
    expect.soft(errors.get(path.basename(fileOf(index))), `HTML errors of the ${page.name} (${page.path})`).toEqual([]);
  }
});
