import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * ok, or how a figure misses its budget: `aim` is the budget, `floor` the regression line.
 * Figures without a budget are `info`.
 */
function verdict(value, budget) {
  if (value === null || value === undefined || !budget) return 'info';
  if (budget.direction === 'max') {
    if (budget.floor !== undefined && value > budget.floor) return 'over floor';
    return value <= budget.aim ? 'ok' : 'over budget';
  }
  if (budget.floor !== undefined && value < budget.floor) return 'below floor';
  return value >= budget.aim ? 'ok' : 'below budget';
}

function budgetText(budget, unit = '') {
  if (!budget) return '';
  const sign = budget.direction === 'max' ? '≤' : '≥';
  const floor = budget.floor === undefined ? '' : ` (floor ${budget.floor}${unit})`;
  return `${sign} ${budget.aim}${unit}${floor}`;
}

/**
 * A table row; `value` is shown as given, `raw` is what the verdict looks at. A `budget` given as
 * text is only shown (pass the verdict with it).
 */
export function row(metric, value, { raw, budget, unit = '', verdict: forced } = {}) {
  return {
    metric,
    value: value === null || value === undefined ? 'n/a' : String(value),
    budget: typeof budget === 'string' ? budget : budgetText(budget, unit),
    verdict: forced ?? verdict(raw, budget),
  };
}

/**
 * A plain-text table; `columns` are keys of the rows (all strings), shown under `headings[key]`
 * (the key itself by default).
 */
export function printTable(rows, write = (line) => console.log(line), columns = ['metric', 'value', 'budget', 'verdict'], headings = {}) {
  const title = (c) => headings[c] ?? c;
  const widths = columns.map((c) => Math.max(title(c).length, ...rows.map((r) => (r[c] ?? '').length)));
  const line = (cells) => cells.map((cell, i) => cell.padEnd(widths[i])).join('  ').trimEnd();
  write(line(columns.map(title)));
  write(line(widths.map((w) => '-'.repeat(w))));
  for (const r of rows) write(line(columns.map((c) => r[c] ?? '')));
}

/** A framed banner, for what must not be missed in a scrolling terminal. */
export function printBanner(lines, write = (line) => console.log(line)) {
  const width = Math.max(...lines.map((l) => l.length));
  write(`!!${'!'.repeat(width + 2)}!!`);
  for (const l of lines) write(`!! ${l.padEnd(width)} !!`);
  write(`!!${'!'.repeat(width + 2)}!!`);
}

function gitCommit(cwd) {
  try {
    // Read-only: names the commit the figures belong to (uncommitted edits are not reflected).
    return execFileSync('git', ['rev-parse', 'HEAD'], { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return null;
  }
}

/** The machine and run facts that make figures from different runs comparable (or not). */
export function environmentFacts(cwd) {
  return {
    node: process.version,
    platform: `${process.platform} ${os.release()} ${process.arch}`,
    cpus: os.cpus().length,
    cpuModel: os.cpus()[0]?.model ?? null,
    memoryBytes: os.totalmem(),
    loadAverage: os.loadavg(),
    gitCommit: gitCommit(cwd),
  };
}

export function writeResults(file, results) {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
}
