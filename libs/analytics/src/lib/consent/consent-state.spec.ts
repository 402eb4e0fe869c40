import { describe, expect, it, vi } from 'vitest';
import { consentAllows, consentRecord, createConsentStore, whenConsented } from './consent-state';

describe('consent state', () => {
  it('allows nothing optional while pending, and necessary always', () => {
    const store = createConsentStore();
    expect(consentAllows('necessary', store)).toBe(true);
    expect(consentAllows('analytics', store)).toBe(false);
    expect(consentRecord(store)).toEqual({ analytics: false, marketing: false });
  });

  it('tells listeners of real changes only', () => {
    const store = createConsentStore();
    const listener = vi.fn();
    store.subscribe(listener);
    store.set({ analytics: true, marketing: false, decided: true });
    store.set({ analytics: true, marketing: false, decided: true });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(consentRecord(store)).toEqual({ analytics: true, marketing: false });
  });

  it('starts a consented feature at once, later, or never', () => {
    const store = createConsentStore();
    const start = vi.fn();
    whenConsented('marketing', start, store);
    store.set({ analytics: true, marketing: false, decided: true });
    expect(start).not.toHaveBeenCalled();
    store.set({ analytics: true, marketing: true, decided: true });
    expect(start).toHaveBeenCalledTimes(1);
    whenConsented('marketing', start, store);
    expect(start).toHaveBeenCalledTimes(2);
    const cancelled = vi.fn();
    const other = createConsentStore();
    whenConsented('analytics', cancelled, other)();
    other.set({ analytics: true, marketing: true, decided: true });
    expect(cancelled).not.toHaveBeenCalled();
  });

  it('has preferences as a third purpose, off unless said, and outside what orders record', () => {
    const store = createConsentStore();
    store.set({ analytics: true, marketing: true, decided: true });
    expect(consentAllows('preferences', store)).toBe(false);
    const listener = vi.fn();
    store.subscribe(listener);
    store.set({ analytics: true, marketing: true, preferences: true, decided: true });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(consentAllows('preferences', store)).toBe(true);
    expect(consentRecord(store)).toEqual({ analytics: true, marketing: true });
  });
});
