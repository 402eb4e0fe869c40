import { createHash } from 'node:crypto';

const STYLE = `
body{margin:0;min-height:100vh;display:grid;place-items:center;font-family:system-ui,'Noto Sans','Segoe UI',sans-serif;background:#0d0f12;color:#f5f6f7}
main{padding:2rem;max-width:32rem;text-align:center}
h1{text-transform:uppercase;letter-spacing:.04em;font-size:clamp(1.75rem,6vw,3rem);margin:0 0 1rem}
a{display:inline-block;margin-top:1.5rem;padding:.75rem 1.5rem;border-radius:999px;background:#66cc33;color:#0d0f12;font-weight:700;text-decoration:none}
`;

/** The error page's stylesheet as a CSP source: the page may be sent without a nonce (a shed before any middleware). */
export const ERROR_PAGE_STYLE_HASH = `'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`;

/**
 * The page a request gets when rendering itself failed or was shed (503: the host is at capacity): no
 * stack trace, no app code, one link home. Static, so it costs nothing to send under load. Without a
 * `nonce`, its stylesheet is allowed by `ERROR_PAGE_STYLE_HASH`.
 */
export function errorPageHtml(status: number, nonce?: string): string {
  const title = status === 400 ? 'Bad request' : status === 404 ? 'Page Not Found' : status === 503 ? 'Busy right now' : 'Something went wrong';
  return `<!doctype html>
<html lang="en" dir="ltr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<style${nonce ? ` nonce="${nonce}"` : ''}>${STYLE}</style>
</head>
<body>
<main>
<h1>${title}</h1>
<p>${status === 503 ? 'Many visitors are here at once. Please try again in a few seconds.' : status >= 500 ? 'We could not show this page. Please try again in a moment.' : 'The address could not be understood.'}</p>
<a href="/">Home</a>
</main>
</body>
</html>`;
}
