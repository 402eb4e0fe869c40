import {
  campaignMarksStorage,
  consentAllows,
  consentRecord,
  gaClientId,
  pageConsent,
  resolveCampaignMarks,
  type CampaignMarks,
  type ConsentRecord,
  type ConsentStore,
} from '@storefront/analytics';
import {
  ApiRequestError,
  fetchApi,
  type ApiError,
  type ApiExtra,
  type ResponseOf,
  type ResponseSchemaName,
} from '@storefront/api-client';

/**
 * The key of one submission attempt (`Idempotency-Key`) and the exact body it was made for.
 * docs/adr/0073-one-idempotency-key-per-form-attempt.md.
 */
export interface SubmissionAttempt {
  key: string;
  bodyJson: string;
}

/** A random UUID v4: `crypto.randomUUID` where the page is a secure context, else from `getRandomValues`. */
export function newIdempotencyKey(): string {
  const cryptoApi = globalThis.crypto;
  if (typeof cryptoApi.randomUUID === 'function') return cryptoApi.randomUUID();
  const bytes = cryptoApi.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The attempt a body is sent under. The same body as the previous attempt (a retry after a failure,
 * a second click while the first is on its way, a replay after success) keeps its key, so the backend
 * answers the first order or deal instead of making another; a changed body is a new attempt with a
 * new key (the backend refuses one key with two different requests).
 */
export function attemptFor(previous: SubmissionAttempt | undefined, bodyJson: string, newKey: () => string = newIdempotencyKey): SubmissionAttempt {
  return previous?.bodyJson === bodyJson ? previous : { key: newKey(), bodyJson };
}

/**
 * What a form sends besides its fields (SPEC §3 campaign marks): the stored marks (with marketing
 * consent), the `_ga` client id (with analytics consent) and the consent it is sent under.
 */
export interface CampaignFields {
  campaign?: CampaignMarks;
  clientId?: string;
  consent: ConsentRecord;
}

/** Where the campaign fields are read from; the browser's own by default (tests give theirs). */
export interface CampaignSources {
  storage?: Storage;
  cookie?: string;
  now?: Date;
  /** The page's consent unless given. */
  consent?: ConsentStore;
}

function safely<T>(read: () => T): T | undefined {
  try {
    return read();
  } catch {
    return undefined;
  }
}

/**
 * The campaign marks still in force (stored by `initCampaignMarks` when the shopper arrived; expired
 * ones are left out and removed, SPEC §4) and the analytics client id, each only under its consent,
 * and the consent itself. Nothing on the server or where storage is blocked: an order never fails for
 * want of marks.
 */
export function campaignFields({ storage, cookie, now = new Date(), consent = pageConsent }: CampaignSources = {}): CampaignFields {
  const browser = typeof window === 'undefined' ? undefined : window;
  const fields: CampaignFields = { consent: consentRecord(consent) };
  const area = consentAllows('marketing', consent) ? (storage ?? safely(() => browser?.localStorage)) : undefined;
  const cookies = consentAllows('analytics', consent) ? (cookie ?? safely(() => browser?.document.cookie)) : undefined;
  if (area) {
    const stored = campaignMarksStorage(area);
    const { marks, storage: action } = resolveCampaignMarks({ fromUrl: {}, stored: stored.read(), now });
    stored.apply(action);
    if (Object.keys(marks).length > 0) fields.campaign = { ...marks };
  }
  const clientId = gaClientId(cookies);
  if (clientId) fields.clientId = clientId;
  return fields;
}

/** One problem of a 422 answer (docs/regional-api.md: `issues: [{ path, message }]`). */
export interface SubmissionIssue {
  path: string;
  message: string;
}

/**
 * How a submission ended:
 * - `sent`: the backend took it (or replayed the answer of the same attempt);
 * - `invalid`: a 422; `fields` are the issues a form field can show (by the form's field names),
 *   `others` the rest (shown above the form);
 * - `failed`: no answer, a timeout or a 5xx: nothing is known to be wrong with the form, send it again;
 * - `throttled`: a 429, too many requests from this address: the same request may go again after a wait;
 * - `forbidden`: a 403, the backend refused the page or its form token: reloading the page may help;
 * - `refused`: another answer (400, 413, an unreadable answer): the form cannot be sent as it is.
 */
export type SubmissionOutcome<Result, Field extends string> =
  | { status: 'sent'; data: Result }
  | { status: 'invalid'; fields: Partial<Record<Field, SubmissionIssue>>; others: SubmissionIssue[] }
  | { status: 'failed' | 'throttled' | 'forbidden' | 'refused'; error: ApiError };

/** How a form that was not sent ended: what its alert says (form-fields.messages `notSentMessage`). */
export type NotSentStatus = 'failed' | 'throttled' | 'forbidden' | 'refused';

/** Whether a form's status is one of the ways a submission was not sent. */
export const isNotSent = (status: string): status is NotSentStatus =>
  status === 'failed' || status === 'throttled' || status === 'forbidden' || status === 'refused';

/** A form's map from the backend's issue paths to its own fields: a path or its first part (`customer.name`, `phone`). */
export type IssueFields<Field extends string> = Readonly<Record<string, Field>>;

/** The backend's 422 issues, split into the form's fields (`fieldOf`) and the others. */
export function issuesByField<Field extends string>(
  issues: readonly SubmissionIssue[],
  fieldOf: IssueFields<Field>,
): { fields: Partial<Record<Field, SubmissionIssue>>; others: SubmissionIssue[] } {
  const fields: Partial<Record<Field, SubmissionIssue>> = {};
  const others: SubmissionIssue[] = [];
  for (const issue of issues) {
    const field = Object.hasOwn(fieldOf, issue.path) ? fieldOf[issue.path] : undefined;
    if (field && !fields[field]) fields[field] = issue;
    else if (!field) others.push(issue);
  }
  return { fields, others };
}

function readIssues(data: unknown): SubmissionIssue[] {
  const issues = (data as { issues?: unknown } | null | undefined)?.issues;
  if (!Array.isArray(issues)) return [];
  return issues.flatMap((issue: unknown) => {
    const { path, message } = (issue ?? {}) as { path?: unknown; message?: unknown };
    return typeof path === 'string' ? [{ path, message: typeof message === 'string' ? message : '' }] : [];
  });
}

/** A failure worth trying again unchanged: no answer at all, a timeout, or the server's own fault. */
export function isTransient(error: ApiError): boolean {
  if (typeof error.status === 'number') return error.status >= 500 || error.status === 408 || error.status === 429;
  return error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR';
}

export interface SubmissionRequest<Name extends ResponseSchemaName> {
  region: string;
  url: string;
  schema: Name;
  /** The body, as JSON: what the attempt's key was made for. */
  attempt: SubmissionAttempt;
  signal?: AbortSignal;
}

/**
 * Sends a form: a JSON POST with the attempt's `Idempotency-Key`, never retried by the client itself
 * (docs/architecture.md "Security rules"); the shopper retries, under the same key. Never rejects.
 */
export async function submitForm<Name extends ResponseSchemaName, Field extends string>(
  extra: ApiExtra,
  { region, url, schema, attempt, signal }: SubmissionRequest<Name>,
  fieldOf: IssueFields<Field>,
): Promise<SubmissionOutcome<ResponseOf<Name>, Field>> {
  try {
    const data = await fetchApi(
      extra,
      {
        region,
        url,
        method: 'POST',
        data: attempt.bodyJson,
        headers: { 'Content-Type': 'application/json', 'Idempotency-Key': attempt.key },
        schema,
      },
      signal,
    );
    return { status: 'sent', data };
  } catch (error) {
    const apiError: ApiError =
      error instanceof ApiRequestError ? error.apiError : { status: 'FETCH_ERROR', error: String(error) };
    if (apiError.status === 422) return { status: 'invalid', ...issuesByField(readIssues(apiError.data), fieldOf) };
    if (apiError.status === 429) return { status: 'throttled', error: apiError };
    if (apiError.status === 403) return { status: 'forbidden', error: apiError };
    return isTransient(apiError) ? { status: 'failed', error: apiError } : { status: 'refused', error: apiError };
  }
}
