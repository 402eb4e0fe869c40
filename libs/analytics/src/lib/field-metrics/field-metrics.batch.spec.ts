import type { CLSMetricWithAttribution, INPMetricWithAttribution, LCPMetricWithAttribution, MetricWithAttribution } from 'web-vitals/attribution';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FieldMetricReport, FieldMetricsBeacon } from './field-metrics.contract';
import { beaconTransport, createFieldMetricsBatch, flushWhenHidden, tagNameOf, toFieldMetricReport } from './field-metrics.batch';

const PAGE = { template: '/{region_locale}/product/…', device: 'mobile', region: 'es' } as const;
const fcp = (value: number): FieldMetricReport => ({ name: 'FCP', value, navigationType: 'navigate' });

/** A batch whose beacons are kept, parsed, in `sent`. */
function batchOf(allowed = () => true) {
  const sent: FieldMetricsBeacon[] = [];
  const batch = createFieldMetricsBatch({ page: PAGE, send: (body) => sent.push(JSON.parse(body)), allowed });
  return { batch, sent };
}

describe('createFieldMetricsBatch', () => {
  it('sends what was reported since the last flush in one beacon, with the page it was measured on', () => {
    const { batch, sent } = batchOf();
    batch.add('v5-1', fcp(900));
    batch.add('v5-2', { name: 'TTFB', value: 200, navigationType: 'navigate' });
    batch.flush();
    expect(sent).toEqual([{ ...PAGE, metrics: [fcp(900), { name: 'TTFB', value: 200, navigationType: 'navigate' }] }]);
  });

  it('sends nothing when nothing is new: hidden then pagehide is one beacon', () => {
    const { batch, sent } = batchOf();
    batch.flush();
    batch.add('v5-1', fcp(900));
    batch.flush();
    batch.flush();
    expect(sent).toHaveLength(1);
  });

  it("keeps a metric's latest value until the flush, and sends each metric instance once", () => {
    const { batch, sent } = batchOf();
    batch.add('cls-1', { name: 'CLS', value: 0.01, navigationType: 'navigate' });
    batch.add('cls-1', { name: 'CLS', value: 0.05, navigationType: 'navigate' });
    batch.flush();
    // Shown again and hidden again: web-vitals reports the same CLS once more; the page counted already.
    batch.add('cls-1', { name: 'CLS', value: 0.3, navigationType: 'navigate' });
    batch.add('lcp-2', { name: 'LCP', value: 40, navigationType: 'back-forward-cache' });
    batch.flush();
    expect(sent.map((beacon) => beacon.metrics)).toEqual([
      [{ name: 'CLS', value: 0.05, navigationType: 'navigate' }],
      [{ name: 'LCP', value: 40, navigationType: 'back-forward-cache' }],
    ]);
  });

  it('sends at most 20 metrics a beacon; the rest goes with the next flush', () => {
    const { batch, sent } = batchOf();
    for (let index = 0; index < 23; index += 1) batch.add(`id-${index}`, fcp(index));
    batch.flush();
    batch.flush();
    expect(sent.map((beacon) => beacon.metrics.length)).toEqual([20, 3]);
  });

  it('drops what it keeps, unsent, once the shopper withdrew consent', () => {
    let allowed = true;
    const { batch, sent } = batchOf(() => allowed);
    batch.add('v5-1', fcp(900));
    allowed = false;
    batch.flush();
    allowed = true;
    batch.flush();
    expect(sent).toEqual([]);
  });
});

/** A web-vitals metric as its attribution build reports it, with the fields that matter here. */
const metric = <M extends MetricWithAttribution>(fields: Partial<M> & Pick<M, 'name' | 'value' | 'attribution'>): M =>
  ({ id: 'v5-1', delta: fields.value, rating: 'good', entries: [], navigationType: 'navigate', navigationId: 1, ...fields }) as unknown as M;

describe('toFieldMetricReport', () => {
  it('keeps the LCP subparts and the tag name of its element, never its resource URL or selector', () => {
    const lcp = metric<LCPMetricWithAttribution>({
      name: 'LCP',
      value: 2_345.6,
      attribution: {
        target: 'img',
        url: 'https://shop.example/_img/?url=secret&email=a@b.c',
        timeToFirstByte: 400.4,
        resourceLoadDelay: 300.2,
        resourceLoadDuration: 1_200.9,
        elementRenderDelay: 444.1,
      },
    });
    expect(toFieldMetricReport(lcp)).toEqual({
      name: 'LCP',
      value: 2_346,
      navigationType: 'navigate',
      element: 'img',
      timeToFirstByte: 400,
      resourceLoadDelay: 300,
      resourceLoadDuration: 1_201,
      elementRenderDelay: 444,
    });
    const bySelector = metric<LCPMetricWithAttribution>({ ...lcp, attribution: { ...lcp.attribution, target: 'main>div#account-42.name' } });
    expect(toFieldMetricReport(bySelector)).toMatchObject({ element: undefined });
    expect(JSON.stringify(toFieldMetricReport(lcp))).not.toContain('secret');
  });

  it('keeps the INP interaction kind and its three phases', () => {
    const inp = metric<INPMetricWithAttribution>({
      name: 'INP',
      value: 232,
      navigationType: 'reload',
      attribution: {
        interactionTarget: 'button#pay-4111',
        interactionType: 'pointer',
        inputDelay: 12.2,
        processingDuration: 150.7,
        presentationDelay: 69.1,
        processedEventEntries: [],
        loadState: 'complete',
        longAnimationFrameEntries: [],
      },
    });
    expect(toFieldMetricReport(inp)).toEqual({
      name: 'INP',
      value: 232,
      navigationType: 'reload',
      interactionType: 'pointer',
      inputDelay: 12,
      processingDuration: 151,
      presentationDelay: 69,
    });
  });

  it('keeps the CLS score to four places and only the tag name of what shifted', () => {
    const cls = metric<CLSMetricWithAttribution>({ name: 'CLS', value: 0.123456, attribution: { largestShiftTarget: 'section' } });
    expect(toFieldMetricReport(cls)).toEqual({ name: 'CLS', value: 0.1235, navigationType: 'navigate', largestShiftTarget: 'section' });
    expect(toFieldMetricReport({ ...cls, attribution: { largestShiftTarget: '#text' } } as CLSMetricWithAttribution)).toMatchObject({ largestShiftTarget: undefined });
  });

  it('reports nothing for a value that is not a finite time', () => {
    expect(toFieldMetricReport(metric({ name: 'FCP', value: Number.NaN, attribution: {} } as never))).toBeUndefined();
    expect(toFieldMetricReport(metric({ name: 'TTFB', value: -1, attribution: {} } as never))).toBeUndefined();
  });
});

describe('tagNameOf', () => {
  it("is an element's tag name in lower case, whatever its id, classes or text", () => {
    const element = document.createElement('IMG');
    element.id = 'customer-42';
    element.className = 'avatar';
    expect(tagNameOf(element)).toBe('img');
    expect(tagNameOf(document.createTextNode('Ana García'))).toBe('#text');
    expect(tagNameOf(null)).toBe('');
  });
});

describe('flushWhenHidden', () => {
  afterEach(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'visible' });
  });

  it('flushes when the page is hidden and on pagehide, not when it is shown again', () => {
    const flush = vi.fn();
    const stop = flushWhenHidden(flush);
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    expect(flush).not.toHaveBeenCalled();
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    window.dispatchEvent(new Event('pagehide'));
    expect(flush).toHaveBeenCalledTimes(2);
    stop();
    window.dispatchEvent(new Event('pagehide'));
    expect(flush).toHaveBeenCalledTimes(2);
  });

  it("runs after web-vitals' capturing listeners, which report what hiding the page finalises", () => {
    const order: string[] = [];
    const capture = () => order.push('web-vitals');
    // web-vitals listens on window in the capturing phase; it may even start listening later.
    const stop = flushWhenHidden(() => order.push('flush'));
    addEventListener('visibilitychange', capture, true);
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    removeEventListener('visibilitychange', capture, true);
    stop();
    expect(order).toEqual(['web-vitals', 'flush']);
  });
});

describe('beaconTransport', () => {
  it('sends with sendBeacon, as text', () => {
    const sendBeacon = vi.fn(() => true);
    const fetch = vi.fn();
    vi.stubGlobal('navigator', { sendBeacon });
    vi.stubGlobal('fetch', fetch);
    beaconTransport('/_vitals')('{"a":1}');
    expect(sendBeacon).toHaveBeenCalledWith('/_vitals', '{"a":1}');
    expect(fetch).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });

  it('falls back to fetch with keepalive when sendBeacon refuses or is missing, and never throws', () => {
    const fetch = vi.fn(() => Promise.reject(new Error('offline')));
    vi.stubGlobal('fetch', fetch);
    vi.stubGlobal('navigator', { sendBeacon: () => false });
    beaconTransport('/_vitals')('{}');
    vi.stubGlobal('navigator', {});
    beaconTransport('/_vitals')('{}');
    vi.stubGlobal('navigator', {
      sendBeacon: () => {
        throw new TypeError('Illegal invocation');
      },
    });
    expect(() => beaconTransport('/_vitals')('{}')).not.toThrow();
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(fetch).toHaveBeenCalledWith('/_vitals', expect.objectContaining({ method: 'POST', body: '{}', keepalive: true }));
    vi.unstubAllGlobals();
  });
});
