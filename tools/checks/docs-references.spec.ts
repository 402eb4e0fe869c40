import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * A clone of the repository must resolve every reference its docs and comments make
 * (docs/how-to.md "…write a decision or a product rule"): relative markdown links point at files
 * and headings that exist, `docs/…md` mentions name real files, the retired decision log is cited
 * nowhere, no file outside the repository is named, and every `SPEC §N` of the code has its section
 * under docs/spec/.
 */
const root = path.resolve(import.meta.dirname, '../..');

/** Tracked and new (not ignored) files, so the check sees a change before it is committed. */
const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter((file) => file && existsSync(path.join(root, file)));

const TEXT = /\.(md|ts|tsx|mts|mjs|js|cjs|json|conf|template|ya?ml|css|html)$/;
const SELF = 'tools/checks/docs-references.spec.ts';
const textFiles = files.filter((file) => TEXT.test(file) && file !== 'package-lock.json' && file !== SELF);
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

/** The markdown files whose links must resolve: docs/**, the root README and every project README. */
const markdownFiles = files.filter(
  (file) => /^docs\/.*\.md$/.test(file) || file === 'README.md' || /^(apps|libs|tools|deploy)\/(.+\/)?README\.md$/.test(file),
);

/** GitHub's heading anchor: lower case, punctuation dropped, spaces to hyphens, repeats numbered. */
function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let fenced = false;
  for (const line of markdown.split('\n')) {
    if (/^\s*```/.test(line)) fenced = !fenced;
    const heading = !fenced && /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!heading) continue;
    const base = (heading[1] ?? '')
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\p{M} _-]/gu, '')
      .replace(/ /g, '-');
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  return anchors;
}

/** Inline links `[text](target)` outside code fences and code spans. */
function linksOf(markdown: string): string[] {
  const prose = markdown.replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, '');
  return [...prose.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((match) => match[1] ?? '');
}

describe('docs references', () => {
  it('finds the markdown it checks', () => {
    expect(markdownFiles).toContain('docs/architecture.md');
    expect(markdownFiles).toContain('README.md');
    expect(markdownFiles.some((file) => file.startsWith('libs/'))).toBe(true);
  });

  it('resolves every relative markdown link to a file, and its anchor to a heading', () => {
    const broken: string[] = [];
    for (const file of markdownFiles) {
      for (const link of linksOf(read(file))) {
        if (/^[a-z][a-z0-9+.-]*:/i.test(link)) continue; // http:, https:, mailto:
        const [target, anchor] = link.split('#', 2) as [string, string | undefined];
        const resolved = target ? path.normalize(path.join(path.dirname(file), decodeURIComponent(target))) : file;
        const absolute = path.join(root, resolved);
        if (resolved.startsWith('..') || !existsSync(absolute)) {
          broken.push(`${file}: ${link} (no such file)`);
          continue;
        }
        if (anchor && resolved.endsWith('.md') && statSync(absolute).isFile() && !anchorsOf(read(resolved)).has(anchor)) {
          broken.push(`${file}: ${link} (no such heading)`);
        }
      }
    }
    expect(broken).toEqual([]);
  });

  it('names only docs files that exist', () => {
    const missing: string[] = [];
    for (const file of textFiles) {
      for (const match of read(file).matchAll(/(?<![\w./-])docs\/[\w./-]*[\w-](?:\.md)?/g)) {
        const named = match[0];
        if (!named.endsWith('.md') && !named.startsWith('docs/adr/') && !named.startsWith('docs/spec/')) continue;
        if (named.includes('NNNN')) continue; // the form of a new record's name, in the docs that explain it
        if (!existsSync(path.join(root, named))) missing.push(`${file}: ${named}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('cites no retired decision log and no file outside the repository', () => {
    const retired = new RegExp(`\\b${['decisions', 'md'].join('\\.')}\\b`);
    const outside = /\b(ARCHITECTURE|SPEC|STYLE)\.md\b|\.\.\/shared\//;
    const offenders = textFiles.flatMap((file) =>
      read(file)
        .split('\n')
        .flatMap((line, index) =>
          retired.test(line) || outside.test(line)
            ? [`${file}:${index + 1}: ${line.trim()}`]
            : [],
        ),
    );
    expect(offenders).toEqual([]);
  });

  it('has a docs/spec section for every SPEC § the code cites', () => {
    const sections = new Set(
      files
        .filter((file) => /^docs\/spec\/.+\.md$/.test(file))
        .flatMap((file) => [...read(file).matchAll(/^# §(\d+)\. /gm)].map((match) => Number(match[1]))),
    );
    const cited = new Map<number, string>();
    for (const file of textFiles.filter((name) => /^(apps|libs|tools)\//.test(name))) {
      for (const match of read(file).matchAll(/SPEC §(\d+)/g)) cited.set(Number(match[1]), file);
    }
    expect(cited.size).toBeGreaterThan(0);
    const unresolved = [...cited].filter(([section]) => !sections.has(section)).map(([section, file]) => `§${section} (${file})`);
    expect(unresolved).toEqual([]);
  });
});
