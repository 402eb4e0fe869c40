import type { FieldMetricsBeacon } from '@storefront/analytics/server';
import fc from 'fast-check';
import { Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { createFieldMetrics, parseBeacon } from './field-metrics';

const BEACON: FieldMetricsBeacon = {
  template: '/{region_locale}/product/…',
  device: 'mobile',
  region: 'es',
  metrics: [
    {
      name: 'LCP',
      value: 2_300,
      navigationType: 'navigate',
      element: 'img',
      timeToFirstByte: 400,
      resourceLoadDelay: 300,
      resourceLoadDuration: 1_200,
      elementRenderDelay: 400,
    },
    { name: 'INP', value: 180, navigationType: 'navigate', interactionType: 'pointer', inputDelay: 20, processingDuration: 100, presentationDelay: 60 },
    { name: 'CLS', value: 0.12, navigationType: 'navigate', largestShiftTarget: 'my-widget' },
    { name: 'FCP', value: 1_500, navigationType: 'navigate' },
    { name: 'TTFB', value: 400, navigationType: 'reload' },
  ],
};

const body = (beacon: unknown) => JSON.stringify(beacon);
const withMetric = (metric: Record<string, unknown>) => body({ ...BEACON, metrics: [metric] });

describe('parseBeacon', () => {
  it('reads a beacon as the reporter writes it', () => {
    expect(parseBeacon(body(BEACON))).toEqual(BEACON);
  });

  it('counts a template this build does not know as `other`', () => {
    expect(parseBeacon(body({ ...BEACON, template: '/{region_locale}/checkout/…' }))?.template).toBe('other');
    expect(parseBeacon(body({ ...BEACON, template: '/ae_en/product/raptor-125/?email=a@b.c' }))?.template).toBe('other');
  });

  it.each([
    ['not JSON', '{"template":'],
    ['JSON of another shape', '[1,2,3]'],
    ['null', 'null'],
    ['an unknown key (a user id)', body({ ...BEACON, userId: 'u-1' })],
    ['a URL in a metric', withMetric({ name: 'LCP', value: 1, navigationType: 'navigate', url: 'https://x/?email=a@b.c' })],
    ['a selector instead of a tag name', withMetric({ name: 'CLS', value: 0.1, navigationType: 'navigate', largestShiftTarget: 'div#account>span.name' })],
    ['an unknown metric', withMetric({ name: 'FID', value: 10, navigationType: 'navigate' })],
    ['a negative value', withMetric({ name: 'FCP', value: -1, navigationType: 'navigate' })],
    ['a time beyond two minutes', withMetric({ name: 'LCP', value: 120_001, navigationType: 'navigate' })],
    ['an infinite value (1e999)', '{"template":"/","device":"mobile","region":"es","metrics":[{"name":"TTFB","value":1e999,"navigationType":"navigate"}]}'],
    ['a CLS beyond 100', withMetric({ name: 'CLS', value: 101, navigationType: 'navigate' })],
    ['a value as a string', withMetric({ name: 'FCP', value: '100', navigationType: 'navigate' })],
    ['an unknown navigation type', withMetric({ name: 'FCP', value: 100, navigationType: 'teleport' })],
    ['an unknown region', body({ ...BEACON, region: 'zz' })],
    ['an unknown device class', body({ ...BEACON, device: 'fridge' })],
    ['no metrics', body({ ...BEACON, metrics: [] })],
    ['too many metrics', body({ ...BEACON, metrics: Array.from({ length: 21 }, () => BEACON.metrics[3]) })],
    ['a long template', body({ ...BEACON, template: 'x'.repeat(121) })],
    ['a prototype key', '{"__proto__":{"polluted":true},"template":"/","device":"mobile","region":"es","metrics":[{"name":"FCP","value":1,"navigationType":"navigate"}]}'],
  ])('refuses %s', (_name, text) => {
    expect(parseBeacon(text)).toBeUndefined();
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  });

  it('never throws, whatever the body', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json(), fc.jsonValue().map((value) => JSON.stringify({ ...BEACON, metrics: [value] }))), (text) => {
        expect(() => parseBeacon(text)).not.toThrow();
      }),
    );
  });
});

describe('createFieldMetrics', () => {
  it('records each metric in its histogram by template, device and region, in seconds (CLS as a score)', async () => {
    const registry = new Registry();
    const metrics = createFieldMetrics(registry);
    metrics.record(BEACON);
    metrics.record({ ...BEACON, metrics: [{ name: 'LCP', value: 5_000, navigationType: 'back-forward-cache' }] });
    const text = await registry.metrics();
    const labels = 'template="/{region_locale}/product/…",device="mobile",region="es"';

    expect(text).toContain(`storefront_web_vitals_lcp_seconds_count{${labels}} 2`);
    expect(text).toContain(`storefront_web_vitals_lcp_seconds_sum{${labels}} 7.3`);
    // The good/poor thresholds are bucket edges: 2.3 s is good, 5 s is not even "needs improvement".
    expect(text).toContain(`storefront_web_vitals_lcp_seconds_bucket{le="2.5",${labels}} 1`);
    expect(text).toContain(`storefront_web_vitals_lcp_seconds_bucket{le="4",${labels}} 1`);
    expect(text).toContain(`storefront_web_vitals_inp_seconds_bucket{le="0.2",${labels}} 1`);
    expect(text).toContain(`storefront_web_vitals_cls_bucket{le="0.1",${labels}} 0`);
    expect(text).toContain(`storefront_web_vitals_cls_bucket{le="0.25",${labels}} 1`);
    expect(text).toContain(`storefront_web_vitals_fcp_seconds_bucket{le="1.8",${labels}} 1`);
    expect(text).toContain(`storefront_web_vitals_ttfb_seconds_bucket{le="0.8",${labels}} 1`);

    expect(text).toContain('storefront_web_vitals_lcp_subpart_seconds_sum{template="/{region_locale}/product/…",subpart="resource_load_duration"} 1.2');
    expect(text).toContain('storefront_web_vitals_inp_subpart_seconds_count{template="/{region_locale}/product/…",subpart="processing"} 1');
    expect(text).toContain('storefront_web_vitals_lcp_element_total{template="/{region_locale}/product/…",element="img"} 1');
    expect(text).toContain('storefront_web_vitals_lcp_element_total{template="/{region_locale}/product/…",element="unknown"} 1');
    // A custom element's name stays out of the labels.
    expect(text).toContain('storefront_web_vitals_cls_target_total{template="/{region_locale}/product/…",element="other"} 1');
    expect(text).toContain('storefront_web_vitals_reports_total{metric="LCP",navigation_type="back-forward-cache"} 1');
    expect(text).toContain('storefront_web_vitals_reports_total{metric="TTFB",navigation_type="reload"} 1');
  });

  it('labels the five histograms by template, device and region only', async () => {
    const registry = new Registry();
    createFieldMetrics(registry).record(BEACON);
    const series = (await registry.getMetricsAsJSON()).filter((metric) => /^storefront_web_vitals_(lcp|inp|cls|fcp|ttfb)(_seconds)?$/.test(metric.name));
    expect(series.map((metric) => metric.name).sort()).toEqual([
      'storefront_web_vitals_cls',
      'storefront_web_vitals_fcp_seconds',
      'storefront_web_vitals_inp_seconds',
      'storefront_web_vitals_lcp_seconds',
      'storefront_web_vitals_ttfb_seconds',
    ]);
    for (const metric of series) {
      for (const value of metric.values) expect(Object.keys(value.labels).filter((label) => label !== 'le').sort()).toEqual(['device', 'region', 'template']);
    }
  });
});
