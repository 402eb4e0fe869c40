// p75 of the field speed metrics (docs/adr/0276-field-speed-metrics-through-the-host.md) from the SSR host's
// Prometheus text: the `storefront_web_vitals_*` histograms, by route template, device class and region.
// Used by tools/scripts/field-metrics.mjs; tested in tools/checks/field-metrics-p75.spec.ts.

/** The five histograms, their unit, and web.dev's good/poor thresholds (bucket edges of each). */
export const FIELD_HISTOGRAMS = Object.freeze([
  { metric: 'LCP', name: 'storefront_web_vitals_lcp_seconds', unit: 's', good: 2.5, poor: 4 },
  { metric: 'INP', name: 'storefront_web_vitals_inp_seconds', unit: 's', good: 0.2, poor: 0.5 },
  { metric: 'CLS', name: 'storefront_web_vitals_cls', unit: '', good: 0.1, poor: 0.25 },
  { metric: 'FCP', name: 'storefront_web_vitals_fcp_seconds', unit: 's', good: 1.8, poor: 3 },
  { metric: 'TTFB', name: 'storefront_web_vitals_ttfb_seconds', unit: 's', good: 0.8, poor: 1.8 },
]);

const SAMPLE = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})?\s+(\S+)(?:\s+\d+)?$/;
const LABEL = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g;
const unescape = (value) => value.replace(/\\(.)/g, (_match, char) => (char === 'n' ? '\n' : char));

/** The samples of a Prometheus text exposition: `{ name, labels, value }` each; comments and junk skipped. */
export function parsePrometheusText(text) {
  const samples = [];
  for (const line of text.split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const match = SAMPLE.exec(line.trim());
    if (!match) continue;
    const [, name, labelText = '', valueText] = match;
    const labels = {};
    for (const [, label, value] of labelText.matchAll(LABEL)) labels[label] = unescape(value);
    const value = valueText === '+Inf' ? Infinity : Number(valueText);
    if (!Number.isNaN(value)) samples.push({ name, labels, value });
  }
  return samples;
}

/**
 * A quantile from cumulative buckets (`[{ le, count }]`, `le` Infinity for `+Inf`), as Prometheus'
 * `histogram_quantile` estimates it: the bucket that holds the rank is found, and the value is
 * interpolated linearly between its lower and upper bounds (the first bucket's lower bound is 0). A rank
 * in the `+Inf` bucket gives the highest finite bound, marked `above`. Undefined without observations.
 */
export function quantileFromBuckets(buckets, q = 0.75) {
  const sorted = [...buckets].sort((a, b) => a.le - b.le);
  const total = sorted.at(-1)?.le === Infinity ? sorted.at(-1).count : undefined;
  if (!total) return undefined;
  const rank = q * total;
  let lowerBound = 0;
  let lowerCount = 0;
  for (const { le, count } of sorted) {
    if (count >= rank) {
      if (le === Infinity) return { value: lowerBound, above: true, count: total };
      const inBucket = count - lowerCount;
      const value = inBucket > 0 ? lowerBound + ((le - lowerBound) * (rank - lowerCount)) / inBucket : le;
      return { value, above: false, count: total };
    }
    lowerBound = le;
    lowerCount = count;
  }
  return undefined;
}

/** The share of observations at or under `bound` (a bucket edge), from cumulative buckets. */
function shareUpTo(buckets, bound) {
  const total = buckets.find((bucket) => bucket.le === Infinity)?.count ?? 0;
  const within = buckets.find((bucket) => bucket.le === bound)?.count;
  return total && within !== undefined ? within / total : undefined;
}

/**
 * p75 of each field metric by route template and device class (regions summed), and by template over
 * every device (`device: 'all'`): `[{ metric, unit, template, device, count, p75, above, good }]`, where
 * `good` is the share at or under the metric's good threshold. `region` keeps one region only.
 */
export function fieldMetricsP75(samples, { region } = {}) {
  const rows = [];
  for (const { metric, name, unit, good } of FIELD_HISTOGRAMS) {
    const groups = new Map();
    for (const sample of samples) {
      if (sample.name !== `${name}_bucket` || (region && sample.labels.region !== region)) continue;
      const { template = '?', device = '?', le } = sample.labels;
      const bound = le === '+Inf' ? Infinity : Number(le);
      for (const key of [`${template}\u0000${device}`, `${template}\u0000all`]) {
        const buckets = groups.get(key) ?? new Map();
        buckets.set(bound, (buckets.get(bound) ?? 0) + sample.value);
        groups.set(key, buckets);
      }
    }
    for (const [key, byBound] of [...groups].sort(([a], [b]) => a.localeCompare(b))) {
      const [template, device] = key.split('\u0000');
      const buckets = [...byBound].map(([le, count]) => ({ le, count }));
      const p75 = quantileFromBuckets(buckets, 0.75);
      if (p75) rows.push({ metric, unit, template, device, count: p75.count, p75: p75.value, above: p75.above, good: shareUpTo(buckets, good) });
    }
  }
  return rows;
}
