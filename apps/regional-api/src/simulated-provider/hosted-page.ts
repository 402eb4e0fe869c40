import type { HostedSession } from './provider.repository';
import { hostedPageStrings, type HostedPageStrings } from './hosted-page.strings';

/**
 * The simulated provider's test cards, as real providers publish theirs: what each does when paid with.
 * `late`: approved, and the confirmation reaches the shop only after the shopper is back there.
 */
export const TEST_CARDS = {
  '4242424242424242': { outcome: 'approve', label: 'approved' },
  '4000000000000002': { outcome: 'decline', label: 'declined' },
  '4000002760003184': { outcome: 'challenge', label: 'asks the bank’s confirmation (3-D Secure)' },
  '4000000000000077': { outcome: 'late', label: 'approved, confirmation arrives late' },
} as const;

/** What the page shows: the card form (or the plan), the bank's step, or a session that can no longer be paid. */
export type HostedView = 'pay' | 'challenge' | 'expired' | 'ended';

/** The page's one stylesheet, inline and allowed by its hash (provider.router.ts): the page runs no script. */
export const HOSTED_PAGE_STYLE = `
*{box-sizing:border-box}
body,:host{display:block;margin:0;font:16px/1.5 system-ui,sans-serif;background:#f3f4f6;color:#111827}
main{max-width:28rem;margin:0 auto;padding:1.5rem 1rem}
.panel{background:#fff;border:1px solid #d1d5db;border-radius:.75rem;padding:1.25rem;overflow-wrap:anywhere}
h1{font-size:1.25rem;margin:0 0 1rem}
.amount{font-size:1.75rem;font-weight:700;margin:0}
.meta{color:#4b5563;margin:0 0 1rem}
label{display:block;font-weight:600;margin:.75rem 0 .25rem}
input{width:100%;min-height:2.75rem;padding:.5rem .75rem;font:inherit;border:1px solid #6b7280;border-radius:.5rem}
.row{display:flex;gap:.75rem}.row>div{flex:1}
button,a.button{display:block;width:100%;min-height:2.75rem;margin-top:1rem;padding:.5rem 1rem;font:inherit;font-weight:600;text-align:center;border-radius:.5rem;border:2px solid #1d4ed8;text-decoration:none;cursor:pointer}
.primary{background:#1d4ed8;color:#fff}.secondary{background:#fff;color:#1d4ed8}
:focus-visible{outline:3px solid #b45309;outline-offset:2px}
.error{color:#b91c1c;font-weight:600}
table{width:100%;border-collapse:collapse;margin-top:1rem;font-size:.875rem}
th,td{text-align:start;padding:.25rem;border-top:1px solid #e5e7eb}
td:first-child{font-family:ui-monospace,monospace;direction:ltr;unicode-bidi:isolate}
`;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character] ?? character);

const fill = (template: string, amount: string) => escapeHtml(template).replace('{amount}', `<bdi>${escapeHtml(amount)}</bdi>`);

/** An amount in minor units, written as the shopper's language writes money. */
const money = (amount: number, session: Pick<HostedSession, 'currency' | 'fractionDigits'>, lang: string) =>
  new Intl.NumberFormat(lang, { style: 'currency', currency: session.currency, minimumFractionDigits: session.fractionDigits, maximumFractionDigits: session.fractionDigits, numberingSystem: 'latn' }).format(
    amount / 10 ** session.fractionDigits,
  );

// A secondary action (cancel, decline) leaves without the card: the browser must not ask for it first.
const button = (action: string, text: string, kind: 'primary' | 'secondary') =>
  `<button type="submit" name="action" value="${action}" class="${kind}"${kind === 'secondary' ? ' formnovalidate' : ''}>${text}</button>`;

function bodyOf(view: HostedView, session: HostedSession, t: HostedPageStrings, lang: string, error: string | undefined): string {
  const total = money(session.amount, session, lang);
  const back = `<a class="button secondary" href="${escapeHtml(session.returnUrl)}">${escapeHtml(t.back)}</a>`;
  if (view === 'expired') return `<p role="status">${escapeHtml(t.expired)}</p>${back}`;
  if (view === 'ended') return `<p role="status">${escapeHtml(t.ended)}</p>${back}`;
  const form = (inner: string) => `<form method="post" action="/provider/pay/${escapeHtml(session.id)}">${inner}</form>`;
  if (view === 'challenge') {
    return `<h2>${escapeHtml(t.challengeTitle)}</h2><p>${fill(t.challengeText, total)}</p>${form(button('confirm', escapeHtml(t.confirm), 'primary') + button('fail', escapeHtml(t.failConfirmation), 'secondary'))}`;
  }
  const cancel = button('cancel', escapeHtml(t.cancel), 'secondary');
  if (session.method === 'instalments') {
    const part = money(Math.ceil(session.amount / 4), session, lang);
    return `<h2>${escapeHtml(t.instalmentsTitle)}</h2><p>${fill(t.instalmentsText, part)}</p>${form(button('approve', escapeHtml(t.approvePlan), 'primary') + button('decline', escapeHtml(t.declinePlan), 'secondary') + cancel)}`;
  }
  const problem = error ? `<p class="error" id="card-error" role="alert">${escapeHtml(error)}</p>` : '';
  const described = error ? ' aria-invalid="true" aria-describedby="card-error"' : '';
  const cards = Object.entries(TEST_CARDS)
    .map(([number, card]) => `<tr><td>${number.replace(/(\d{4})(?=\d)/g, '$1 ')}</td><td>${escapeHtml(card.label)}</td></tr>`)
    .join('');
  return (
    form(
      `${problem}<label for="card">${escapeHtml(t.cardNumber)}</label><input id="card" name="card" inputmode="numeric" autocomplete="cc-number" dir="ltr" required${described}>` +
        `<div class="row"><div><label for="expiry">${escapeHtml(t.expiry)}</label><input id="expiry" name="expiry" autocomplete="cc-exp" dir="ltr" value="12/30"></div>` +
        `<div><label for="cvc">${escapeHtml(t.cvc)}</label><input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" dir="ltr" value="123"></div></div>` +
        button('pay', fill(t.pay, total), 'primary') +
        cancel,
    ) + `<table><caption>${escapeHtml(t.testCards)}</caption><tbody>${cards}</tbody></table><p class="meta">${escapeHtml(t.useTestCard)}</p>`
  );
}

/** The page's language, direction, title and the markup of its body, for the document or a story. */
export function hostedPageParts(view: HostedView, session: HostedSession, error?: string): { lang: string; dir: 'ltr' | 'rtl'; title: string; body: string } {
  const { lang, strings: t } = hostedPageStrings(session.locale);
  const body = `<main><div class="panel">
<h1>${escapeHtml(t.title)}</h1>
<p class="meta">${escapeHtml(t.payTo)} · ${escapeHtml(t.reference)} <bdi>${escapeHtml(session.reference.slice(0, 8))}</bdi></p>
<p class="amount"><bdi>${escapeHtml(money(session.amount, session, lang))}</bdi></p>
${bodyOf(view, session, t, lang, error)}
</div></main>`;
  return { lang, dir: lang === 'ar' ? 'rtl' : 'ltr', title: t.title, body };
}

/**
 * The provider's hosted page: a plain HTML form (no script), in the session's language and direction.
 * A real provider's page looks otherwise; this one does what the shop relies on. Pure (no Node API), so
 * Storybook shows it too (`hosted-page.stories.tsx`).
 */
export function renderHostedPage(view: HostedView, session: HostedSession, error?: string): string {
  const { lang, dir, title, body } = hostedPageParts(view, session, error);
  return `<!doctype html>
<html lang="${lang}" dir="${dir}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title><style>${HOSTED_PAGE_STYLE}</style></head>
<body>${body}</body></html>`;
}

/** The message shown when the number typed is none of the test cards. */
export const unknownCardMessage = (locale: string) => hostedPageStrings(locale).strings.useTestCard;
