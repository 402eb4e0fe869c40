import { createConsentStore } from '@storefront/analytics';
import type { ApiExtra } from '@storefront/api-client';
import { describe, expect, it, vi } from 'vitest';
import { MemoryStorage } from '@storefront/api-client/testing';
import { attemptFor, campaignFields, isTransient, issuesByField, newIdempotencyKey, submitForm } from './submission';

describe('the idempotency key of a submission', () => {
  const keys = () => {
    let count = 0;
    return vi.fn(() => `key-${(count += 1)}`);
  };

  it('makes a key for the first attempt', () => {
    expect(attemptFor(undefined, '{"a":1}', keys())).toEqual({ key: 'key-1', bodyJson: '{"a":1}' });
  });

  it('reuses the key for a retry or a double submit of the same body', () => {
    const newKey = keys();
    const first = attemptFor(undefined, '{"a":1}', newKey);
    const retry = attemptFor(first, '{"a":1}', newKey);
    const again = attemptFor(retry, '{"a":1}', newKey);
    expect(retry).toBe(first);
    expect(again.key).toBe('key-1');
    expect(newKey).toHaveBeenCalledTimes(1);
  });

  it('makes a new key when the body changed after a failure, and keeps it for that body', () => {
    const newKey = keys();
    const first = attemptFor(undefined, '{"name":"Al"}', newKey);
    const changed = attemptFor(first, '{"name":"Ali"}', newKey);
    expect(changed).toEqual({ key: 'key-2', bodyJson: '{"name":"Ali"}' });
    expect(attemptFor(changed, '{"name":"Ali"}', newKey).key).toBe('key-2');
    // Back to the first body: the backend would refuse key-2 with it, so it is a new attempt.
    expect(attemptFor(changed, '{"name":"Al"}', newKey).key).toBe('key-3');
  });

  it('makes random UUID v4 keys', () => {
    const key = newIdempotencyKey();
    expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(newIdempotencyKey()).not.toBe(key);
  });

  it('makes UUID v4 keys where randomUUID is missing (a page that is not a secure context)', () => {
    const { getRandomValues } = globalThis.crypto;
    vi.stubGlobal('crypto', { getRandomValues: getRandomValues.bind(globalThis.crypto) });
    try {
      expect(newIdempotencyKey()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('issuesByField: a 422 mapped to the form', () => {
  const orderFields = {
    'customer.name': 'name',
    'customer.phone': 'phone',
    phone: 'phone',
    'delivery.address': 'address',
  } as const;

  it('puts each issue on its field and the others above the form', () => {
    const issues = [
      { path: 'customer.phone', message: 'a phone number of AE is required, this one is from RU' },
      { path: 'delivery.address', message: 'an address is required for courier delivery' },
      { path: 'cart[0].product_id', message: 'line 1: no product 999 is sold here' },
    ];
    expect(issuesByField(issues, orderFields)).toEqual({
      fields: { phone: issues[0], address: issues[1] },
      others: [issues[2]],
    });
  });

  it('keeps the first issue of a field', () => {
    const issues = [
      { path: 'customer.name', message: 'first' },
      { path: 'customer.name', message: 'second' },
    ];
    expect(issuesByField(issues, orderFields).fields).toEqual({ name: issues[0] });
  });

  it('ignores paths that only look like fields (no prototype keys)', () => {
    expect(issuesByField([{ path: 'toString', message: 'x' }], orderFields)).toEqual({ fields: {}, others: [{ path: 'toString', message: 'x' }] });
  });
});

describe('submitForm: what an answer means', () => {
  /** An API client that answers every request with `answer` (axios' own error shape for a status). */
  function answering(answer: { status: number; data: unknown } | { code: string }): { extra: ApiExtra; sent: unknown[] } {
    const sent: unknown[] = [];
    const client = {
      request: vi.fn(async (config: unknown) => {
        sent.push(config);
        if ('code' in answer) throw Object.assign(new Error(answer.code), { isAxiosError: true, code: answer.code });
        if (answer.status < 300) return { status: answer.status, data: answer.data };
        throw Object.assign(new Error(`HTTP ${answer.status}`), { isAxiosError: true, response: answer });
      }),
    };
    return { extra: { apiClientFor: () => client as never }, sent };
  }
  const attempt = { key: 'k-1', bodyJson: '{"name":"Ali"}' };
  const request = { region: 'ae', url: '/deal/add/', schema: 'deal' as const, attempt };
  const fields = { name: 'name', phone: 'phone' } as const;

  it('sends the body as JSON with the attempt’s Idempotency-Key', async () => {
    const { extra, sent } = answering({ status: 500, data: {} });
    await submitForm(extra, request, fields);
    expect(sent).toEqual([
      expect.objectContaining({
        url: '/deal/add/',
        method: 'POST',
        data: '{"name":"Ali"}',
        headers: { 'Content-Type': 'application/json', 'Idempotency-Key': 'k-1' },
      }),
    ]);
  });

  it('maps a 422 to fields and other issues', async () => {
    const { extra } = answering({
      status: 422,
      data: { error: 'Unprocessable Entity', issues: [{ path: 'phone', message: 'not a valid phone number for AE' }, { path: 'productId', message: 'no product' }] },
    });
    expect(await submitForm(extra, request, fields)).toEqual({
      status: 'invalid',
      fields: { phone: { path: 'phone', message: 'not a valid phone number for AE' } },
      others: [{ path: 'productId', message: 'no product' }],
    });
  });

  it.each([[{ status: 503, data: {} }], [{ status: 500, data: {} }], [{ code: 'ECONNABORTED' }], [{ code: 'ECONNREFUSED' }]])(
    'calls %j a failure worth sending again',
    async (answer) => {
      const { extra } = answering(answer);
      expect(await submitForm(extra, request, fields)).toMatchObject({ status: 'failed' });
    },
  );

  it('tells a rate limit (429) and a refused page or form token (403) apart from other refusals', async () => {
    expect(await submitForm(answering({ status: 429, data: { error: 'Too Many Requests' } }).extra, request, fields)).toMatchObject({ status: 'throttled' });
    expect(await submitForm(answering({ status: 403, data: { error: 'Forbidden' } }).extra, request, fields)).toMatchObject({ status: 'forbidden' });
  });

  it('calls another refusal, or an answer of the wrong shape, refused', async () => {
    expect(await submitForm(answering({ status: 413, data: {} }).extra, request, fields)).toMatchObject({ status: 'refused' });
    expect(await submitForm(answering({ status: 201, data: { id: 'no' } }).extra, request, fields)).toMatchObject({
      status: 'refused',
      error: { status: 'PARSING_ERROR' },
    });
  });

  it('tells transient failures', () => {
    expect(isTransient({ status: 502, data: null })).toBe(true);
    expect(isTransient({ status: 429, data: null })).toBe(true);
    expect(isTransient({ status: 'TIMEOUT_ERROR', error: '' })).toBe(true);
    expect(isTransient({ status: 400, data: null })).toBe(false);
    expect(isTransient({ status: 'PARSING_ERROR', error: '' })).toBe(false);
  });
});

describe('campaignFields: the marks and client id a form sends', () => {
  const now = new Date('2026-03-01T12:00:00.000Z');
  const stored = (expiresAt: string) =>
    JSON.stringify({ marks: { UTM_SOURCE: 'Google', GCLID: 'AbC-123' }, expiresAt });
  const consented = (analytics: boolean, marketing: boolean) => {
    const consent = createConsentStore();
    consent.set({ analytics, marketing, decided: true });
    return consent;
  };
  const everything = consented(true, true);

  it('sends the stored marks still in force and the _ga client id, with the consent they go under', () => {
    const storage = new MemoryStorage();
    storage.setItem('campaign_marks', stored('2026-05-01T00:00:00.000Z'));
    expect(campaignFields({ storage, cookie: 'a=1; _ga=GA1.1.1234567890.1700000000', now, consent: everything })).toEqual({
      campaign: { UTM_SOURCE: 'Google', GCLID: 'AbC-123' },
      clientId: '1234567890.1700000000',
      consent: { analytics: true, marketing: true },
    });
  });

  it('sends no marks without marketing consent and no client id without analytics consent', () => {
    const storage = new MemoryStorage();
    storage.setItem('campaign_marks', stored('2026-05-01T00:00:00.000Z'));
    const cookie = '_ga=GA1.1.1234567890.1700000000';
    expect(campaignFields({ storage, cookie, now, consent: consented(true, false) })).toEqual({
      clientId: '1234567890.1700000000',
      consent: { analytics: true, marketing: false },
    });
    expect(campaignFields({ storage, cookie, now, consent: consented(false, true) })).toEqual({
      campaign: { UTM_SOURCE: 'Google', GCLID: 'AbC-123' },
      consent: { analytics: false, marketing: true },
    });
    // Before the stored choice is read, nothing optional goes.
    expect(campaignFields({ storage, cookie, now, consent: createConsentStore() })).toEqual({ consent: { analytics: false, marketing: false } });
  });

  it('sends no expired marks, and removes them', () => {
    const storage = new MemoryStorage();
    storage.setItem('campaign_marks', stored('2026-03-01T12:00:00.000Z'));
    expect(campaignFields({ storage, cookie: '', now, consent: everything })).toEqual({ consent: { analytics: true, marketing: true } });
    expect(storage.getItem('campaign_marks')).toBeNull();
  });

  it('sends nothing else when there is nothing to send', () => {
    expect(campaignFields({ storage: new MemoryStorage(), cookie: '_ga_ABC=GS1.1.x', now, consent: everything })).toEqual({
      consent: { analytics: true, marketing: true },
    });
  });
});
