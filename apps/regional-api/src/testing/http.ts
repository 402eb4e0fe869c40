import { expect } from 'vitest';
import type { z } from 'zod';
import { apiErrorSchema, type ApiErrorBody } from '@storefront/api-client/contract';
import type { TestServer } from './test-server';

type Headers = Record<string, string>;

/**
 * Real HTTP against a test server, and every answer checked against its contract schema: a
 * success must parse with the resource's schema, an error with apiErrorSchema.
 */
export function httpClient(server: TestServer) {
  const url = (path: string) => `${server.baseUrl}${path}`;

  async function getOk<S extends z.ZodType>(path: string, schema: S, headers: Headers = {}): Promise<{ body: z.output<S>; response: Response }> {
    const response = await fetch(url(path), { headers: { Accept: 'application/json', ...headers } });
    const text = await response.text();
    expect(response.status, `${path}: ${text.slice(0, 300)}`).toBe(200);
    expect(response.headers.get('content-type'), path).toMatch(/^application\/json/);
    const parsed = schema.safeParse(JSON.parse(text));
    if (!parsed.success) throw new Error(`${path} does not match its schema: ${JSON.stringify(parsed.error.issues.slice(0, 5))}`);
    return { body: parsed.data, response };
  }

  async function expectError(response: Response, status: number, label: string): Promise<ApiErrorBody> {
    const text = await response.text();
    expect(response.status, `${label}: ${text.slice(0, 300)}`).toBe(status);
    expect(response.headers.get('content-type'), label).toMatch(/^application\/json/);
    return apiErrorSchema.parse(JSON.parse(text));
  }

  async function getError(path: string, status: number, headers: Headers = {}): Promise<ApiErrorBody> {
    return expectError(await fetch(url(path), { headers }), status, path);
  }

  async function post(path: string, body: unknown, headers: Headers = {}): Promise<Response> {
    return fetch(url(path), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
  }

  async function postOk<S extends z.ZodType>(path: string, body: unknown, schema: S, headers: Headers = {}, status = 200) {
    const response = await post(path, body, headers);
    const text = await response.text();
    expect(response.status, `${path}: ${text.slice(0, 400)}`).toBe(status);
    const parsed = schema.safeParse(JSON.parse(text));
    if (!parsed.success) throw new Error(`${path} does not match its schema: ${JSON.stringify(parsed.error.issues.slice(0, 5))}`);
    return { body: parsed.data as z.output<S>, response };
  }

  async function postError(path: string, body: unknown, status: number, headers: Headers = {}): Promise<ApiErrorBody> {
    return expectError(await post(path, body, headers), status, `POST ${path}`);
  }

  return { url, getOk, getError, post, postOk, postError, expectError };
}
