import type { ApiExtra, Deal } from '@storefront/api-client';
import { REGIONS, type RegionConfig } from '@storefront/regions';
import { renderWithProviders } from '@storefront/testing';
import { toast } from '@storefront/ui';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { preloadPhoneCountries } from '../forms/phone-countries';
import { storyStore } from '../stories/story-store';
import { CallbackForm, type CallbackFormProps } from './callback-form';
import { pageConsent } from '@storefront/analytics';

// The shopper has allowed analytics and marketing: the events and marks these tests expect may go.
pageConsent.set({ analytics: true, marketing: true, decided: true });

const ae = REGIONS.find((region) => region.code === 'ae') as RegionConfig;
type Window = typeof window & { dataLayer?: Record<string, unknown>[] };

const deal: Deal = { id: 7, status: 'received', form: 'test-drive', phone: '+971501234567', campaign: { UTM_SOURCE: 'Newsletter' }, createdAt: '2026-03-01T12:00:00.000Z' };

/** The backend as the form's HTTP client sees it: the answers to give in turn, and what was sent. */
function backend(...answers: { status: number; data: unknown }[]) {
  const sent: { url: string; data: unknown; headers: Record<string, string> }[] = [];
  const client = {
    request: vi.fn(async (config: { url: string; data: unknown; headers: Record<string, string> }) => {
      sent.push(config);
      const answer = answers.shift() ?? { status: 503, data: {} };
      if (answer.status < 300) return answer;
      throw Object.assign(new Error(`HTTP ${answer.status}`), { isAxiosError: true, response: answer });
    }),
  };
  const extra: ApiExtra = { apiClientFor: () => client as never };
  return { extra, sent };
}

async function renderForm(extra: ApiExtra, props: Partial<CallbackFormProps> = {}) {
  await renderWithProviders(<CallbackForm region={ae} locale="en" productId={1} form="test-drive" {...props} />, {
    store: storyStore({ extra }),
    toaster: true,
  });
  return userEvent.setup({ delay: null });
}

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/your name/i), 'Omar');
  await user.type(screen.getByRole('textbox', { name: /phone number/i }), '501234567');
}

beforeAll(async () => {
  await preloadPhoneCountries();
});

afterEach(() => {
  act(() => toast.dismiss());
  delete (window as Window).dataLayer;
  window.localStorage.clear();
});

describe('CallbackForm', { timeout: 30_000 }, () => {
  it('sends the request with its form, product, page, CRM token and campaign marks, then says so in the form and a toast', async () => {
    window.localStorage.setItem('campaign_marks', JSON.stringify({ marks: { UTM_SOURCE: 'Newsletter' }, expiresAt: '2099-01-01T00:00:00.000Z' }));
    const { extra, sent } = backend({ status: 201, data: deal });
    const onSent = vi.fn();
    const user = await renderForm(extra, { onSent });
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: /call me back/i }));

    await waitFor(() => expect(onSent).toHaveBeenCalledWith(deal));
    expect(sent[0]?.url).toBe('/deal/add/');
    expect(sent[0]?.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(JSON.parse(String(sent[0]?.data))).toEqual({
      name: 'Omar',
      phone: '+971501234567',
      form: 'test-drive',
      productId: 1,
      pageUrl: window.location.href,
      formToken: 'demo-form-ae',
      campaign: { UTM_SOURCE: 'Newsletter' },
      consent: { analytics: true, marketing: true },
    });
    expect(screen.getByRole('status').textContent).toMatch(/we have your request/i);
    expect(await screen.findByText(/we have your request/i, { selector: '[data-sonner-toast] *' })).toBeDefined();
    expect((window as Window).dataLayer?.at(-1)).toEqual({ event: 'generate_lead', lead_source: 'test-drive' });
  });

  it('says it could not send, in the form and a toast, and sends again under the same key', async () => {
    const { extra, sent } = backend({ status: 503, data: {} }, { status: 201, data: deal });
    const user = await renderForm(extra);
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: /call me back/i }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/could not send/i);
    await screen.findByText(/could not send/i, { selector: '[data-sonner-toast] *' });
    await user.click(screen.getByRole('button', { name: /call me back/i }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]?.headers['Idempotency-Key']).toBe(sent[0]?.headers['Idempotency-Key']);
  });

  it('says to wait after a 429 and to reload after a 403, and a wait is followed by the same attempt', async () => {
    const { extra, sent } = backend({ status: 429, data: { error: 'Too Many Requests' } }, { status: 403, data: { error: 'Forbidden' } });
    const user = await renderForm(extra);
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: /call me back/i }));
    expect((await screen.findByRole('alert')).textContent).toMatch(/too many requests.*wait a minute/i);
    await user.click(screen.getByRole('button', { name: /call me back/i }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toMatch(/reload the page/i));
    expect(sent[1]?.headers['Idempotency-Key']).toBe(sent[0]?.headers['Idempotency-Key']);
  });

  it('checks name and phone before sending', async () => {
    const { extra, sent } = backend();
    const user = await renderForm(extra);
    await user.click(screen.getByRole('button', { name: /call me back/i }));
    // Validation is react-hook-form's, asynchronous: the checks show a moment after the click.
    await screen.findByText('Enter your name.');
    screen.getByText('Enter your phone number.');
    expect(sent).toHaveLength(0);
  });
});
