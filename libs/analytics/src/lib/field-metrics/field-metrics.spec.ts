import { describe, expect, it, vi } from 'vitest';
import { createConsentStore } from '../consent/consent-state';
import { startFieldMetrics } from './field-metrics';

const OPTIONS = { endpoint: '/_vitals', path: '/es_es/', statusPage: false, region: 'es', deviceClass: 'mobile' } as const;

/** A reporter loader that records what it was asked for. */
function loader() {
  const reportFieldMetrics = vi.fn();
  const load = vi.fn(async () => ({ reportFieldMetrics }));
  return { load, reportFieldMetrics };
}

describe('startFieldMetrics', () => {
  it('loads nothing before a choice, nor after analytics is refused', async () => {
    const store = createConsentStore();
    const { load } = loader();
    startFieldMetrics(OPTIONS, store, load);
    store.set({ analytics: false, marketing: true, decided: true });
    await Promise.resolve();
    expect(load).not.toHaveBeenCalled();
  });

  it('loads the reporter once analytics is allowed, and starts it with the page', async () => {
    const store = createConsentStore();
    const { load, reportFieldMetrics } = loader();
    startFieldMetrics(OPTIONS, store, load);
    store.set({ analytics: true, marketing: false, decided: true });
    await vi.waitFor(() => expect(reportFieldMetrics).toHaveBeenCalledWith(OPTIONS));
    store.set({ analytics: false, marketing: false, decided: true });
    store.set({ analytics: true, marketing: false, decided: true });
    await Promise.resolve();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('starts at once when the stored choice already allows it', async () => {
    const store = createConsentStore({ status: 'resolved', analytics: true, marketing: false, decided: true });
    const { reportFieldMetrics } = loader();
    startFieldMetrics(OPTIONS, store, async () => ({ reportFieldMetrics }));
    await vi.waitFor(() => expect(reportFieldMetrics).toHaveBeenCalledTimes(1));
  });

  it('stops waiting when cancelled', async () => {
    const store = createConsentStore();
    const { load } = loader();
    startFieldMetrics(OPTIONS, store, load)();
    store.set({ analytics: true, marketing: true, decided: true });
    await Promise.resolve();
    expect(load).not.toHaveBeenCalled();
  });

  it('keeps the page working when the reporter cannot load (offline)', async () => {
    const store = createConsentStore({ status: 'resolved', analytics: true, marketing: false, decided: true });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    startFieldMetrics(OPTIONS, store, () => Promise.reject(new Error('chunk failed')));
    await vi.waitFor(() => expect(warn).toHaveBeenCalledWith('Field metrics did not load', expect.any(Error)));
  });
});
