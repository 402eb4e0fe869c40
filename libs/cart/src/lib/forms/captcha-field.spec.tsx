import type { ApiExtra, Deal } from '@storefront/api-client';
import { REGIONS, type RegionConfig } from '@storefront/regions';
import { renderWithProviders } from '@storefront/testing';
import { toast } from '@storefront/ui';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CallbackForm } from '../callback/callback-form';
import { storyStore } from '../stories/story-store';
import { preloadPhoneCountries } from './phone-countries';

/**
 * The widget's stand-in: the real one solves its challenge in a Web Worker, which the test DOM has not
 * (e2e runs the real one: apps/storefront-e2e/src/captcha.spec.ts). It has the widget's face as the
 * field uses it: a labelled checkbox, the `load` and `statechange` events, `configure`, `reset` and
 * `verify`; each solution is `solution-{n}`. `held` keeps the next verification waiting until released.
 */
const widget = vi.hoisted(() => ({ solved: 0, held: false, release: undefined as (() => void) | undefined, language: '' }));

vi.mock('./captcha-widget', () => ({
  prepareCaptchaWidget: (language: string, strings: { label: string }) => {
    widget.language = language;
    if (customElements.get('altcha-widget')) return;
    class StandIn extends HTMLElement {
      private checkbox = document.createElement('input');
      connectedCallback() {
        this.checkbox.type = 'checkbox';
        this.checkbox.id = 'stand-in-checkbox';
        const label = document.createElement('label');
        label.htmlFor = this.checkbox.id;
        label.textContent = strings.label;
        this.checkbox.addEventListener('change', () => void this.verify());
        this.append(this.checkbox, label);
        queueMicrotask(() => this.dispatchEvent(new CustomEvent('load')));
      }
      configure() {
        return Promise.resolve();
      }
      reset() {
        this.checkbox.checked = false;
        this.state('unverified', null);
      }
      async verify() {
        this.state('verifying', null);
        if (widget.held) await new Promise<void>((resolve) => (widget.release = resolve));
        widget.solved += 1;
        this.checkbox.checked = true;
        this.state('verified', `solution-${widget.solved}`);
      }
      private state(state: string, payload: string | null) {
        this.dispatchEvent(new CustomEvent('statechange', { detail: { state, payload } }));
      }
    }
    customElements.define('altcha-widget', StandIn);
  },
}));

const ru = REGIONS.find((region) => region.code === 'ru') as RegionConfig;
const deal: Deal = { id: 9, status: 'received', form: 'callback', phone: '+79123456789', campaign: {}, createdAt: '2026-03-01T12:00:00.000Z' };

/** The backend as the form's HTTP client sees it: the answers to give in turn, and the bodies sent. */
function backend(...answers: { status: number; data: unknown }[]) {
  const sent: Record<string, unknown>[] = [];
  const client = {
    request: vi.fn(async (config: { data: unknown }) => {
      sent.push(JSON.parse(String(config.data)) as Record<string, unknown>);
      const answer = answers.shift() ?? { status: 503, data: {} };
      if (answer.status < 300) return answer;
      throw Object.assign(new Error(`HTTP ${answer.status}`), { isAxiosError: true, response: answer });
    }),
  };
  const extra: ApiExtra = { apiClientFor: () => client as never };
  return { extra, sent };
}

async function renderForm(extra: ApiExtra, hasCaptcha = true) {
  await renderWithProviders(<CallbackForm region={ru} locale="en" hasCaptcha={hasCaptcha} />, { store: storyStore({ extra }), toaster: true });
  const user = userEvent.setup({ delay: null });
  await user.type(screen.getByLabelText(/your name/i), 'Ivan');
  await user.type(screen.getByRole('textbox', { name: /phone number/i }), '9123456789');
  return user;
}

const send = (user: ReturnType<typeof userEvent.setup>) => user.click(screen.getByRole('button', { name: /call me back/i }));
const checkbox = () => screen.findByRole('checkbox', { name: 'I’m not a robot' });

beforeAll(async () => {
  await preloadPhoneCountries();
});

afterEach(() => {
  act(() => toast.dismiss());
  widget.held = false;
});

describe('CaptchaField in a form of a region that asks for it', { timeout: 30_000 }, () => {
  it('keeps the form from being sent until the check is done, says so on the field and moves focus to its checkbox', async () => {
    const { extra, sent } = backend();
    const user = await renderForm(extra);
    const box = await checkbox();
    await send(user);
    const problem = await screen.findByText('Tick “I’m not a robot” to send the form.');
    expect(sent).toHaveLength(0);
    expect(document.activeElement).toBe(box);
    expect(box.getAttribute('aria-describedby')).toBe(problem.id);
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(widget.language).toBe('en');
  });

  it('sends the solution with the request once the checkbox is ticked, from the keyboard', async () => {
    const { extra, sent } = backend({ status: 201, data: deal });
    const user = await renderForm(extra);
    (await checkbox()).focus();
    await user.keyboard(' ');
    await send(user);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ name: 'Ivan', phone: '+79123456789', captcha: `solution-${widget.solved}` });
  });

  it('after the backend refused the solution: says so, never sends it again, and solves a new one to send', async () => {
    const refused = { status: 422, data: { error: 'Unprocessable Entity', message: 'captcha: used', issues: [{ path: 'captcha', message: 'this solution was already used' }] } };
    const { extra, sent } = backend(refused, { status: 201, data: deal });
    const user = await renderForm(extra);
    await user.click(await checkbox());
    const first = `solution-${widget.solved}`;
    widget.held = true;
    await send(user);
    await screen.findByText('The check was not accepted and a new one is being done. Send the form again once it says “Verified”.');
    expect(sent[0]?.['captcha']).toBe(first);
    act(() => widget.release?.());
    await waitFor(() => expect(screen.queryByText(/The check was not accepted/)).toBeNull());
    await send(user);
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]?.['captcha']).toBe(`solution-${widget.solved}`);
    expect(sent[1]?.['captcha']).not.toBe(first);
  });

  it('is not there, and nothing is sent for it, where the region does not ask for it', async () => {
    const { extra, sent } = backend({ status: 201, data: deal });
    const user = await renderForm(extra, false);
    expect(screen.queryByTestId('captcha-field')).toBeNull();
    await send(user);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).not.toHaveProperty('captcha');
  });
});
