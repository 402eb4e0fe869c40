import { css } from '@emotion/react';
import { apiPaths, fetchApi, type CaptchaChallenge } from '@storefront/api-client';
import { colors, fontSizes, fontWeights, lineHeights, radii } from '@storefront/ui';
import type { Strings } from 'altcha/types';
import type { AltchaWidgetElement } from 'altcha/types/generic';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { loadOnce } from '../components/load-once';
import { captchaMessages as messages } from './captcha-field.messages';
import { languageOf } from './phone-countries';
import { useFormDispatch } from './store-hooks';

// The widget's chunk (its code, stylesheet and worker), loaded once per page when a form first needs it.
const loadWidget = loadOnce(() => import('./captcha-widget'));

export interface CaptchaFieldProps {
  /** The field's id: where focus goes when the form is sent without the check (the widget's checkbox). */
  id: string;
  /** The region whose backend serves the challenges (`GET /captcha/challenge`) and checks the solution. */
  region: string;
  /** The page's locale (`en`, `ar`, `es_mx`): the widget's texts and direction. */
  locale: string;
  /** The solution the write carries (react-hook-form's `captcha`): empty until the widget has verified. */
  value: string;
  onChange: (value: string) => void;
  /** The field's problem, translated (`problemText`). */
  error?: string | undefined;
  /** The backend refused the solution (it ran out or was used): the widget starts over with a new challenge. */
  rejected?: boolean;
  /** Stories and tests: where challenges come from instead of the region's backend. */
  loadChallenge?: () => Promise<CaptchaChallenge>;
}

/** The widget's texts in the page's language. Those of parts never shown here (logo, footer, code challenge) stay empty. */
const widgetStrings = (intl: IntlShape): Strings => ({
  label: intl.formatMessage(messages.label),
  verifying: intl.formatMessage(messages.verifying),
  verified: intl.formatMessage(messages.verified),
  error: intl.formatMessage(messages.error),
  expired: intl.formatMessage(messages.expired),
  waitAlert: intl.formatMessage(messages.waitAlert),
  verificationRequired: intl.formatMessage(messages.required),
  // No logo and no footer (links out of the site), no code challenge (a feature of ALTCHA's paid server).
  ariaLinkLabel: '',
  footer: '',
  enterCode: '',
  enterCodeAria: '',
  getAudioChallenge: '',
  loading: '',
  reload: '',
  verify: '',
});

/** An answer the widget reads as its challenge (it fetches through `fetch`, given here). */
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/**
 * The captcha of a form where the region asks for one (`/init/shop` `features.hasCaptcha`; issue 32,
 * docs/adr/0269-a-self-hosted-proof-of-work-captcha.md): ALTCHA's widget, a checkbox "I'm not a robot"
 * (keyboard operable, labelled in the page's language, right to left in Arabic). Ticking it (a click,
 * or Space) has the browser solve a proof-of-work challenge of the region's backend in a worker, in a
 * fraction of a second; the solution becomes the field's value, which the write carries. Nothing leaves
 * the site: no third party, no cookie. The widget's code loads with the first form that shows it.
 */
export function CaptchaField({ id, region, locale, value, onChange, error, rejected = false, loadChallenge }: CaptchaFieldProps) {
  const intl = useIntl();
  const dispatch = useFormDispatch();
  const host = useRef<HTMLDivElement>(null);
  const widget = useRef<AltchaWidgetElement | null>(null);
  const [ready, setReady] = useState(false);
  const [unavailable, setUnavailable] = useState(false);
  const errorId = `${id}-error`;
  // ALTCHA looks its texts up by lower-case language code (`es-mx`); `ar` also sets its direction.
  const language = languageOf(locale).toLowerCase();

  // What the widget's listeners (attached once) read: the latest props.
  const latest = useRef({ value, onChange, loadChallenge, region, dispatch, intl });
  useLayoutEffect(() => {
    latest.current = { value, onChange, loadChallenge, region, dispatch, intl };
  });

  useEffect(() => {
    let element: AltchaWidgetElement | undefined;
    let cancelled = false;

    const fetchChallenge = async (): Promise<Response> => {
      const current = latest.current;
      try {
        const request = { region: current.region, url: apiPaths.captchaChallenge, schema: 'captchaChallenge' } as const;
        const challenge = await (current.loadChallenge
          ? current.loadChallenge()
          : current.dispatch((_dispatch, _getState, extra) => fetchApi(extra, request)));
        return json(challenge);
      } catch {
        // The widget says the check failed; ticking the box again asks for another challenge.
        return json({ error: 'No challenge' }, 503);
      }
    };
    const onState = (event: Event) => {
      const { state, payload } = (event as CustomEvent<{ state: string; payload: string | null }>).detail;
      const current = latest.current;
      const solution = state === 'verified' && payload ? payload : '';
      if (solution !== current.value) current.onChange(solution);
    };

    loadWidget().then(
      ({ prepareCaptchaWidget }) => {
        if (cancelled || !host.current) return;
        prepareCaptchaWidget(language, widgetStrings(latest.current.intl));
        element = document.createElement('altcha-widget');
        // Read when it mounts: the work starts when the shopper ticks the box (`auto` off, the widget's
        // default), no interaction collector (the backend never asks for one), no links out of the site.
        const configuration = { challenge: apiPaths.captchaChallenge, hideFooter: true, hideLogo: true, humanInteractionSignature: false };
        element.setAttribute('configuration', JSON.stringify({ ...configuration, language, name: 'captcha' }));
        const mounted = element;
        mounted.addEventListener('load', () => {
          // The challenge comes through the region's API client, not from the URL above.
          void mounted.configure({ fetch: fetchChallenge });
          if (!cancelled) setReady(true);
        });
        mounted.addEventListener('statechange', onState);
        host.current.append(mounted);
        widget.current = mounted;
      },
      (failure: unknown) => {
        console.error('The captcha could not be loaded', failure);
        if (!cancelled) setUnavailable(true);
      },
    );
    return () => {
      cancelled = true;
      element?.remove();
      widget.current = null;
      setReady(false);
    };
  }, [language]);

  // The field's problem describes the widget's checkbox, which is what focus lands on.
  useEffect(() => {
    const checkbox = widget.current?.querySelector('input[type="checkbox"]');
    if (!checkbox) return;
    if (error) {
      checkbox.setAttribute('aria-describedby', errorId);
      checkbox.setAttribute('aria-invalid', 'true');
    } else {
      checkbox.removeAttribute('aria-describedby');
      checkbox.removeAttribute('aria-invalid');
    }
  }, [error, errorId, ready]);

  // A refused solution is spent: start over and solve a new challenge at once.
  useEffect(() => {
    const element = widget.current;
    if (!rejected || !ready || !element) return;
    element.reset();
    void element.verify();
  }, [rejected, ready]);

  return (
    <div id={id} css={fieldStyles} data-testid="captcha-field" data-ready={ready || undefined}>
      {unavailable ? (
        <p role="alert" css={errorStyles}>
          {intl.formatMessage(messages.unavailable)}
        </p>
      ) : (
        <div ref={host} css={widgetStyles} />
      )}
      {error && !unavailable ? (
        <p id={errorId} css={errorStyles}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

const fieldStyles = css({ display: 'flex', flexDirection: 'column', gap: '0.25rem', minInlineSize: 0 });

// The widget's own variables (altcha.css) set to the theme's tokens; the box keeps its height while the code loads.
const widgetStyles = css({
  minBlockSize: '3.25rem',
  fontSize: fontSizes.md,
  '--altcha-max-width': '100%',
  '--altcha-border-radius': radii.md,
  '--altcha-border-color': colors.border,
  '--altcha-color-base': colors.surface,
  '--altcha-color-base-content': colors.text,
  '--altcha-color-neutral': colors.neutral,
  '--altcha-color-neutral-content': colors.textMuted,
  '--altcha-checkbox-border-color': colors.borderStrong,
  '--altcha-color-primary': colors.ink,
  '--altcha-color-success': colors.success,
  '--altcha-color-error': colors.danger,
  '--altcha-color-error-content': colors.onDanger,
});

const errorStyles = css({
  margin: 0,
  fontSize: fontSizes.sm,
  lineHeight: lineHeights.snug,
  fontWeight: fontWeights.medium,
  color: colors.danger,
});
