#!/usr/bin/env node
// p75 of the speed shoppers' browsers reported (docs/adr/0276-field-speed-metrics-through-the-host.md), per
// metric, route template and device class, from the SSR host's metrics listener:
//
//   node tools/scripts/field-metrics.mjs [metrics URL or file] [--region es]
//
// The default URL is the host's own listener when it runs with `npm start` (PORT 3000: METRICS_PORT 9000,
// loopback). With several hosts, point it at each, or at Prometheus' federation endpoint.
import { readFile } from 'node:fs/promises';
import { FIELD_HISTOGRAMS, fieldMetricsP75, parsePrometheusText } from '../bench/lib/field-metrics.mjs';

const args = process.argv.slice(2);
const regionAt = args.indexOf('--region');
const region = regionAt >= 0 ? args[regionAt + 1] : undefined;
const positional = args.filter((arg, index) => !arg.startsWith('--') && !(regionAt >= 0 && index === regionAt + 1));
const source = positional[0] ?? 'http://127.0.0.1:9000/metrics';

async function read(from) {
  if (!/^https?:\/\//.test(from)) return readFile(from, 'utf8');
  const response = await fetch(from, { signal: AbortSignal.timeout(10_000) });
  if (!response.ok) throw new Error(`${from} answered ${response.status}`);
  return response.text();
}

let text;
try {
  text = await read(source);
} catch (error) {
  console.error(`Cannot read the metrics at ${source}: ${error instanceof Error ? error.message : String(error)}`);
  console.error('Is the host running (npm start)? Its metrics listen on 127.0.0.1, PORT + 6000 (METRICS_PORT).');
  process.exit(1);
}

const rows = fieldMetricsP75(parsePrometheusText(text), { region });
const format = (value, unit) => (unit === 's' ? `${value.toFixed(2)} s` : value.toFixed(3));

console.log(`Field metrics from ${source}${region ? `, region ${region}` : ', every region'} (shoppers' browsers, with analytics consent).`);
console.log("p75 is an estimate from the cumulative histogram buckets: linear interpolation inside the bucket that holds");
console.log("the 75th percentile, as Prometheus' histogram_quantile does; '≥' marks a p75 beyond the highest bucket.");
console.log("'good' is exact: each metric's good threshold is a bucket edge.\n");
if (!rows.length) {
  console.log('No field metrics yet: they arrive once a shopper who allowed analytics leaves or hides a page.');
  process.exit(0);
}
const width = Math.max(...rows.map((row) => row.template.length), 'template'.length);
for (const { metric, unit, good, poor } of FIELD_HISTOGRAMS) {
  const ofMetric = rows.filter((row) => row.metric === metric);
  if (!ofMetric.length) continue;
  console.log(`${metric} (good ≤ ${format(good, unit)}, poor > ${format(poor, unit)})`);
  console.log(`  ${'template'.padEnd(width)}  ${'device'.padEnd(7)}  ${'count'.padStart(7)}  ${'p75'.padStart(9)}  ${'good'.padStart(5)}`);
  for (const row of ofMetric) {
    const p75 = `${row.above ? '≥' : ''}${format(row.p75, unit)}`;
    const share = row.good === undefined ? '' : `${Math.round(row.good * 100)} %`;
    console.log(`  ${row.template.padEnd(width)}  ${row.device.padEnd(7)}  ${String(row.count).padStart(7)}  ${p75.padStart(9)}  ${share.padStart(5)}`);
  }
  console.log('');
}
