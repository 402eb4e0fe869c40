import type { BrowserContext, ConsoleMessage, Request, Response, WebError } from '@playwright/test';

/**
 * Something a page reported that a shopper's browser would count as broken:
 * - `console`: `console.error` calls and Chromium's own error lines (failed loads, CSP violations
 *   "Refused to … because it violates the following Content Security Policy directive", CORS);
 * - `pageerror`: uncaught exceptions and React's recoverable errors (hydration mismatches are
 *   reported through `reportError` in production builds);
 * - `http`: a same-origin document, script or stylesheet answered with 4xx/5xx;
 * - `requestfailed`: a same-origin document, script or stylesheet that never arrived;
 * - `hydration`: a storefront page that did not finish hydrating.
 */
type PageProblemKind = 'console' | 'pageerror' | 'http' | 'requestfailed' | 'hydration';

export interface PageProblem {
  kind: PageProblemKind;
  text: string;
  url: string;
}

export interface ExpectedProblem {
  kind: PageProblemKind;
  /** Matches the problem's text; a string matches as a substring. */
  text?: string | RegExp;
  /** Matches the problem's URL; a string matches the path (and query) exactly. */
  path?: string | RegExp;
  /** Why the test provokes it: shown when the expectation is not met. */
  reason: string;
  /** Required expectations fail the test when the problem never occurs (default true). */
  required?: boolean;
}

/** The API a test gets as the `pageProblems` fixture. */
export interface PageProblems {
  /** Declares a problem the test provokes on purpose. Unless `required: false`, it must occur. */
  expect(problem: ExpectedProblem): void;
  /**
   * Declares a same-origin document answered with `status` on purpose (a 404 page): the response
   * itself, and Chromium's console line "Failed to load resource: … status of 404" about it.
   */
  expectHttpError(status: number, path: string | RegExp, reason: string): void;
  /** Everything recorded so far, expected or not. */
  readonly recorded: readonly PageProblem[];
}

const WATCHED_RESOURCES = new Set(['document', 'script', 'stylesheet']);

/** Records the problems of every page in `context` (pages opened later included). */
export class PageProblemRecorder implements PageProblems {
  readonly recorded: PageProblem[] = [];
  private readonly expected: ExpectedProblem[] = [];

  constructor(
    context: BrowserContext,
    private readonly origin: string,
  ) {
    context.on('console', (message) => this.onConsole(message));
    context.on('weberror', (error) => this.onWebError(error));
    context.on('response', (response) => this.onResponse(response));
    context.on('requestfailed', (request) => this.onRequestFailed(request));
  }

  expect(problem: ExpectedProblem): void {
    this.expected.push(problem);
  }

  expectHttpError(status: number, path: string | RegExp, reason: string): void {
    this.expect({ kind: 'http', text: `${status} `, path, reason });
    this.expect({
      kind: 'console',
      text: `Failed to load resource: the server responded with a status of ${status}`,
      reason,
      // Chromium's wording, not the storefront's: do not fail if a browser version drops it.
      required: false,
    });
  }

  record(problem: PageProblem): void {
    this.recorded.push(problem);
  }

  /** The recorded problems no expectation covers, and the required expectations nothing met. */
  verdict(): { unexpected: PageProblem[]; unmet: ExpectedProblem[] } {
    const met = new Set<ExpectedProblem>();
    const unexpected = this.recorded.filter((problem) => {
      const expectation = this.expected.find((candidate) => matches(candidate, problem, this.origin));
      if (expectation) met.add(expectation);
      return !expectation;
    });
    const unmet = this.expected.filter((expectation) => expectation.required !== false && !met.has(expectation));
    return { unexpected, unmet };
  }

  private isOwn(url: string): boolean {
    return URL.canParse(url) && new URL(url).origin === this.origin;
  }

  private onConsole(message: ConsoleMessage): void {
    if (message.type() !== 'error' && message.type() !== 'assert') return;
    this.record({ kind: 'console', text: message.text(), url: message.location().url || pageUrl(message) });
  }

  private onWebError(error: WebError): void {
    const thrown = error.error();
    this.record({
      kind: 'pageerror',
      text: thrown.stack || `${thrown.name}: ${thrown.message}`,
      url: error.page()?.url() ?? '',
    });
  }

  private onResponse(response: Response): void {
    const request = response.request();
    if (response.status() < 400 || !this.isOwn(response.url())) return;
    if (!WATCHED_RESOURCES.has(request.resourceType())) return;
    this.record({
      kind: 'http',
      text: `${response.status()} ${response.statusText()} (${request.resourceType()})`,
      url: response.url(),
    });
  }

  private onRequestFailed(request: Request): void {
    if (!this.isOwn(request.url()) || !WATCHED_RESOURCES.has(request.resourceType())) return;
    const reason = request.failure()?.errorText ?? 'failed';
    // A navigation superseded by another one (a click during a load) is aborted, not broken.
    if (reason === 'net::ERR_ABORTED') return;
    this.record({ kind: 'requestfailed', text: `${reason} (${request.resourceType()})`, url: request.url() });
  }
}

function pageUrl(message: ConsoleMessage): string {
  return message.page()?.url() ?? '';
}

function matches(expected: ExpectedProblem, problem: PageProblem, origin: string): boolean {
  if (expected.kind !== problem.kind) return false;
  if (expected.text !== undefined && !matchText(expected.text, problem.text)) return false;
  if (expected.path !== undefined) {
    const url = URL.canParse(problem.url) ? new URL(problem.url) : undefined;
    if (!url || url.origin !== origin) return false;
    const path = url.pathname + url.search;
    if (typeof expected.path === 'string' ? path !== expected.path : !expected.path.test(path)) return false;
  }
  return true;
}

function matchText(pattern: string | RegExp, text: string): boolean {
  return typeof pattern === 'string' ? text.includes(pattern) : pattern.test(text);
}
