import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * No import circles in the apps and libs (docs/adr/0251-no-import-cycles.md). Every edge counts: static
 * imports and re-exports, type-only ones included (`import type` leaves no trace at run time, but a
 * circle of types is still two modules that cannot be understood, tested or moved apart), and `import()`
 * (a lazily loaded dialog that imports its props back from its loader is such a circle).
 */
const workspaceRoot = path.resolve(import.meta.dirname, '../..');
const { options } = ts.parseJsonConfigFileContent(
  ts.readConfigFile(path.join(workspaceRoot, 'tsconfig.base.json'), ts.sys.readFile).config,
  ts.sys,
  workspaceRoot,
);

type Files = Map<string, string>;

function sourceFiles(): Files {
  const files: Files = new Map();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) files.set(full, readFileSync(full, 'utf8'));
    }
  };
  for (const group of ['apps', 'libs'])
    for (const project of readdirSync(path.join(workspaceRoot, group))) {
      const src = path.join(workspaceRoot, group, project, 'src');
      if (ts.sys.directoryExists(src)) walk(src);
    }
  return files;
}

/** Static imports and re-exports (type-only ones too) resolved to files of the set. */
function importGraph(files: Files): Map<string, string[]> {
  const host: ts.ModuleResolutionHost = {
    fileExists: (file) => files.has(file) || ts.sys.fileExists(file),
    readFile: (file) => files.get(file) ?? ts.sys.readFile(file),
  };
  const cache = ts.createModuleResolutionCache(workspaceRoot, (name) => name, options);
  const graph = new Map<string, string[]>();
  for (const [file, text] of files) {
    const specifiers = ts.preProcessFile(text, true, false).importedFiles.map((imported) => imported.fileName);
    const targets = specifiers
      .map((specifier) => ts.resolveModuleName(specifier, file, options, host, cache).resolvedModule?.resolvedFileName)
      .filter((target): target is string => target !== undefined && files.has(target));
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** Strongly connected components of more than one file (or a file importing itself): Tarjan. */
function cycles(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (file: string) => {
    index.set(file, next);
    low.set(file, next++);
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target);
        low.set(file, Math.min(low.get(file)!, low.get(target)!));
      } else if (onStack.has(target)) low.set(file, Math.min(low.get(file)!, index.get(target)!));
    }
    if (low.get(file) === index.get(file)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== file);
      if (component.length > 1 || graph.get(file)?.includes(file)) found.push(component.sort());
    }
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return found.map((component) => component.map((file) => path.relative(workspaceRoot, file)));
}

describe('import cycles', () => {
  it('finds a circle of type imports, and one through import() (the probe)', () => {
    const dir = path.join(workspaceRoot, 'libs/probe/src/lib');
    const probe: Files = new Map([
      [path.join(dir, 'a.api.ts'), "import type { B } from './b.queries';\nexport type A = { b?: B };\n"],
      [path.join(dir, 'b.queries.ts'), "export type { A as B } from './a.api';\n"],
      [path.join(dir, 'c.ts'), "import { lazy } from 'react';\nexport const C = lazy(() => import('./d'));\n"],
      [path.join(dir, 'd.ts'), "import { C } from './c';\nexport default C;\n"],
    ]);
    expect(cycles(importGraph(probe))).toEqual([
      ['libs/probe/src/lib/a.api.ts', 'libs/probe/src/lib/b.queries.ts'],
      ['libs/probe/src/lib/c.ts', 'libs/probe/src/lib/d.ts'],
    ]);
  });

  it('finds none in the apps and libs', () => {
    expect(cycles(importGraph(sourceFiles()))).toEqual([]);
  });
});
