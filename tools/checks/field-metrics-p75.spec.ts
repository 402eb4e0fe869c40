import { describe, expect, it } from 'vitest';
import { fieldMetricsP75, parsePrometheusText, quantileFromBuckets } from '../bench/lib/field-metrics.mjs';

/**
 * tools/scripts/field-metrics.mjs prints p75 from the host's histograms: the estimate is tested here on
 * buckets written by hand, and on Prometheus text as prom-client writes it.
 */
describe('quantileFromBuckets', () => {
  it('interpolates linearly inside the bucket that holds the rank', () => {
    // 10 observations: 2 up to 1 s, 6 more up to 2.5 s, 2 more up to 4 s. Rank 7.5 lies in (1, 2.5]:
    // 1 + 1.5 × (7.5 − 2) / 6 = 2.375.
    const buckets = [
      { le: 1, count: 2 },
      { le: 2.5, count: 8 },
      { le: 4, count: 10 },
      { le: Infinity, count: 10 },
    ];
    expect(quantileFromBuckets(buckets)?.value).toBeCloseTo(2.375, 10);
    expect(quantileFromBuckets(buckets, 0.5)?.value).toBeCloseTo(1.75, 10);
  });

  it('starts the first bucket at 0', () => {
    expect(quantileFromBuckets([{ le: 0.5, count: 4 }, { le: Infinity, count: 4 }])).toEqual({ value: 0.375, above: false, count: 4 });
  });

  it('gives the highest finite bound, marked, when the rank is in +Inf', () => {
    expect(quantileFromBuckets([{ le: 20, count: 1 }, { le: Infinity, count: 8 }])).toEqual({ value: 20, above: true, count: 8 });
  });

  it('gives nothing without observations', () => {
    expect(quantileFromBuckets([{ le: 1, count: 0 }, { le: Infinity, count: 0 }])).toBeUndefined();
    expect(quantileFromBuckets([])).toBeUndefined();
  });
});

const TEXT = `# HELP storefront_web_vitals_lcp_seconds Largest Contentful Paint
# TYPE storefront_web_vitals_lcp_seconds histogram
storefront_web_vitals_lcp_seconds_bucket{le="1",template="/{region_locale}/",device="mobile",region="es"} 1
storefront_web_vitals_lcp_seconds_bucket{le="2.5",template="/{region_locale}/",device="mobile",region="es"} 3
storefront_web_vitals_lcp_seconds_bucket{le="4",template="/{region_locale}/",device="mobile",region="es"} 4
storefront_web_vitals_lcp_seconds_bucket{le="+Inf",template="/{region_locale}/",device="mobile",region="es"} 4
storefront_web_vitals_lcp_seconds_sum{template="/{region_locale}/",device="mobile",region="es"} 7.1
storefront_web_vitals_lcp_seconds_count{template="/{region_locale}/",device="mobile",region="es"} 4
storefront_web_vitals_lcp_seconds_bucket{le="1",template="/{region_locale}/",device="desktop",region="ae"} 4
storefront_web_vitals_lcp_seconds_bucket{le="2.5",template="/{region_locale}/",device="desktop",region="ae"} 4
storefront_web_vitals_lcp_seconds_bucket{le="4",template="/{region_locale}/",device="desktop",region="ae"} 4
storefront_web_vitals_lcp_seconds_bucket{le="+Inf",template="/{region_locale}/",device="desktop",region="ae"} 4
storefront_web_vitals_cls_bucket{le="0.1",template="other",device="tablet",region="global"} 0
storefront_web_vitals_cls_bucket{le="+Inf",template="other",device="tablet",region="global"} 2
storefront_http_request_duration_seconds_bucket{le="1",route="/",status="200"} 9
`;

describe('fieldMetricsP75', () => {
  it('reads prom-client text, labels and all', () => {
    const samples = parsePrometheusText(TEXT);
    expect(samples[0]).toEqual({
      name: 'storefront_web_vitals_lcp_seconds_bucket',
      labels: { le: '1', template: '/{region_locale}/', device: 'mobile', region: 'es' },
      value: 1,
    });
    expect(parsePrometheusText('x{a="quote \\" and \\\\ slash"} 2')[0]?.labels).toEqual({ a: 'quote " and \\ slash' });
  });

  it('gives p75 per metric, template and device, and per template over every device, regions summed', () => {
    const rows = fieldMetricsP75(parsePrometheusText(TEXT));
    const lcp = rows.filter((row) => row.metric === 'LCP');
    expect(lcp.map(({ device, count }) => [device, count])).toEqual([
      ['all', 8],
      ['desktop', 4],
      ['mobile', 4],
    ]);
    // Mobile: rank 3 of 4 lies in (1, 2.5] at its top: 2.5 s; three views in four good.
    expect(lcp.find((row) => row.device === 'mobile')).toMatchObject({ p75: 2.5, above: false, good: 0.75 });
    // All: 8 views, 5 up to 1 s, 7 up to 2.5 s; rank 6 → 1 + 1.5 × (6 − 5) / 2 = 1.75.
    expect(lcp.find((row) => row.device === 'all')?.p75).toBeCloseTo(1.75, 10);
    expect(rows.find((row) => row.metric === 'CLS' && row.device === 'tablet')).toMatchObject({ template: 'other', p75: 0.1, above: true, good: 0 });
    expect(rows.some((row) => row.template === '/')).toBe(false);
  });

  it('keeps one region when asked', () => {
    const rows = fieldMetricsP75(parsePrometheusText(TEXT), { region: 'ae' });
    expect(rows.filter((row) => row.metric === 'LCP').map((row) => row.device)).toEqual(['all', 'desktop']);
  });
});
