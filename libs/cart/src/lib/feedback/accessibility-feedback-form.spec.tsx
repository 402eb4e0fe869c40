import type { ApiExtra, Deal } from '@storefront/api-client';
import { REGIONS, type RegionConfig } from '@storefront/regions';
import { renderWithProviders } from '@storefront/testing';
import { toast } from '@storefront/ui';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { preloadPhoneCountries } from '../forms/phone-countries';
import { storyStore } from '../stories/story-store';
import { AccessibilityFeedbackForm, type AccessibilityFeedbackFormProps } from './accessibility-feedback-form';

const es = REGIONS.find((region) => region.code === 'es') as RegionConfig;
type Window = typeof window & { dataLayer?: Record<string, unknown>[] };

const deal: Deal = { id: 9, status: 'received', form: 'accessibility-feedback', phone: '+34612345678', campaign: {}, createdAt: '2026-12-02T12:00:00.000Z' };

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

async function renderForm(extra: ApiExtra, props: Partial<AccessibilityFeedbackFormProps> = {}) {
  await renderWithProviders(<AccessibilityFeedbackForm region={es} locale="en" {...props} />, { store: storyStore({ extra }), toaster: true });
  return userEvent.setup({ delay: null });
}

beforeAll(async () => {
  await preloadPhoneCountries();
});

afterEach(() => {
  act(() => toast.dismiss());
  delete (window as Window).dataLayer;
});

describe('AccessibilityFeedbackForm', { timeout: 30_000 }, () => {
  it('sends a CRM deal of the form accessibility-feedback with the message as its comment, then says so in place of the form', async () => {
    const { extra, sent } = backend({ status: 201, data: deal });
    const onSent = vi.fn();
    const user = await renderForm(extra, { onSent });
    await user.type(screen.getByLabelText(/your name/i), 'Lucía');
    await user.type(screen.getByRole('textbox', { name: /phone number/i }), '612345678');
    await user.type(screen.getByRole('textbox', { name: /e-mail/i }), 'lucia@example.com');
    await user.type(screen.getByRole('textbox', { name: /what did not work/i }), 'The size filter cannot be reached with the keyboard.');
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));

    await waitFor(() => expect(onSent).toHaveBeenCalledWith(deal));
    expect(sent[0]?.url).toBe('/deal/add/');
    expect(sent[0]?.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    // Besides what every form sends (campaign fields, the consent state where it applies).
    expect(JSON.parse(String(sent[0]?.data))).toMatchObject({
      name: 'Lucía',
      phone: '+34612345678',
      email: 'lucia@example.com',
      comment: 'The size filter cannot be reached with the keyboard.',
      form: 'accessibility-feedback',
      pageUrl: window.location.href,
      formToken: 'demo-form-es',
    });
    const answer = screen.getByRole('status');
    expect(answer.textContent).toMatch(/your feedback has reached our team/i);
    await waitFor(() => expect(document.activeElement).toBe(answer.parentElement));
    // Feedback is no lead: no GA4 event.
    expect((window as Window).dataLayer ?? []).toEqual([]);
  });

  it('asks for the message and the contact before sending, and moves focus to the first field to fix', async () => {
    const { extra, sent } = backend();
    const user = await renderForm(extra);
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    await screen.findByText('Enter your name.');
    screen.getByText('Enter your phone number.');
    screen.getByText('Fill in this field.');
    expect(screen.getByRole('alert').textContent).toBe('Check the highlighted fields.');
    expect(document.activeElement).toBe(screen.getByLabelText(/your name/i));
    const message = screen.getByRole('textbox', { name: /what did not work/i });
    expect(message.getAttribute('aria-invalid')).toBe('true');
    expect(message.getAttribute('aria-describedby')).toMatch(/-error/);
    expect(sent).toHaveLength(0);
  });

  it('focuses its first field when opened by a button it replaces', async () => {
    const { extra } = backend();
    await renderForm(extra, { focusOnMount: true });
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/your name/i)));
  });
});
