import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { captchaChallengeSchema, dealSchema, orderSchema, type CaptchaChallenge } from '@storefront/api-client/contract';
import { captchaPayload, solveCaptcha, solvedCaptcha } from '../testing/captcha';
import { httpClient } from '../testing/http';
import { makeTempDir, startTestServer, type TestServer } from '../testing/test-server';
import { CAPTCHA_TTL_SECONDS, createCaptcha } from './captcha';

const tmp = makeTempDir();
let server: TestServer;
let http: ReturnType<typeof httpClient>;

beforeAll(async () => {
  server = await startTestServer(join(tmp.dir, 'captcha.sqlite'));
  http = httpClient(server);
});

afterAll(async () => {
  await server.close();
  tmp.remove();
});

afterEach(() => {
  vi.useRealTimers();
});

const RU_DEAL = '/ru/api/deal/add/';
const ruDeal = (fields: Record<string, unknown> = {}) => ({ formToken: 'demo-form-ru', name: 'Ivan Petrov', phone: '+7 912 345-67-89', ...fields });
const deals = () => server.db.prepare<[], number>("SELECT count(*) FROM deals WHERE country = 'ru'").pluck().get() ?? 0;
const challenge = async (country = 'ru') => (await http.getOk(`/${country}/api/captcha/challenge`, captchaChallengeSchema)).body;
const captchaIssues = async (body: unknown, headers: Record<string, string> = {}) =>
  (await http.postError(RU_DEAL, body, 422, headers)).issues?.filter((issue) => issue.path === 'captcha').map((issue) => issue.message);

describe('GET /:country/api/captcha/challenge', () => {
  it('serves a new signed challenge for 10 minutes where the country asks for a captcha, never cached', async () => {
    const before = Math.floor(Date.now() / 1000);
    const { body, response } = await http.getOk('/ru/api/captcha/challenge', captchaChallengeSchema);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(body.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(body.parameters).toMatchObject({ algorithm: 'PBKDF2/SHA-256', cost: 1000, data: { country: 'ru' } });
    expect(body.parameters.expiresAt).toBeGreaterThanOrEqual(before + CAPTCHA_TTL_SECONDS);
    expect(body.parameters.expiresAt).toBeLessThanOrEqual(Math.floor(Date.now() / 1000) + CAPTCHA_TTL_SECONDS);
    expect((await challenge()).parameters.nonce).not.toBe(body.parameters.nonce);
  });

  it('is a 404 in a country without the captcha', async () => {
    for (const country of ['ae', 'kz', 'ge']) {
      expect((await http.getError(`/${country}/api/captcha/challenge`, 404)).message).toBe(`No captcha in ${country}: its forms are sent without one`);
    }
  });
});

describe('a call-back request in a country with the captcha (ru)', () => {
  it('is refused without a captcha, with a 422 on the captcha field, storing nothing', async () => {
    const before = deals();
    const error = await http.postError(RU_DEAL, ruDeal(), 422);
    expect(error.issues).toEqual([{ path: 'captcha', message: 'is required in this country: send the solution of a challenge of GET /captcha/challenge' }]);
    expect(deals()).toBe(before);
  });

  it('is accepted with a solved captcha (JSON or form-encoded), and the same solution is refused the second time', async () => {
    const captcha = await solvedCaptcha(server.baseUrl);
    await http.postOk(RU_DEAL, ruDeal({ captcha }), dealSchema, {}, 201);
    expect(await captchaIssues(ruDeal({ captcha, name: 'Pyotr Ivanov' }))).toEqual(['this solution was already used: solve a new challenge']);

    const form = await solvedCaptcha(server.baseUrl);
    const response = await fetch(http.url(RU_DEAL), {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ formToken: 'demo-form-ru', name: 'Olga', phone: '+7 912 345-67-80', captcha: form }).toString(),
    });
    expect(response.status).toBe(201);
  });

  it('replays a retry under the same Idempotency-Key with the spent solution; another key cannot use it', async () => {
    const before = deals();
    const captcha = await solvedCaptcha(server.baseUrl);
    const first = await http.postOk(RU_DEAL, ruDeal({ captcha }), dealSchema, { 'Idempotency-Key': 'captcha-retry' }, 201);
    const retry = await http.postOk(RU_DEAL, ruDeal({ captcha }), dealSchema, { 'Idempotency-Key': 'captcha-retry' }, 200);
    expect(retry.body).toEqual(first.body);
    expect(await captchaIssues(ruDeal({ captcha }), { 'Idempotency-Key': 'captcha-other' })).toEqual(['this solution was already used: solve a new challenge']);
    expect(deals()).toBe(before + 1);
  });

  it('keeps the solution of a request refused for another field: corrected, it goes through', async () => {
    const captcha = await solvedCaptcha(server.baseUrl);
    const error = await http.postError(RU_DEAL, ruDeal({ captcha, phone: '050 123 4567' }), 422);
    expect(error.issues?.map((issue) => issue.path)).toEqual(['phone']);
    await http.postOk(RU_DEAL, ruDeal({ captcha }), dealSchema, {}, 201);
  });

  it('refuses a forged, tampered or malformed solution', async () => {
    const genuine = await challenge();
    const solution = await solveCaptcha(genuine);
    const otherKey = createCaptcha(server.db, { key: 'x'.repeat(40) });
    const foreign = await otherKey.challenge('ru');
    const tampered: CaptchaChallenge = { ...genuine, parameters: { ...genuine.parameters, cost: 1 } };
    const unsigned: CaptchaChallenge = { ...genuine, signature: '' };
    const invalid = 'is not a solution of a challenge of this backend for this country';
    expect(await captchaIssues(ruDeal({ captcha: captchaPayload(foreign, await solveCaptcha(foreign)) }))).toEqual([invalid]);
    expect(await captchaIssues(ruDeal({ captcha: captchaPayload(tampered, solution) }))).toEqual([invalid]);
    expect(await captchaIssues(ruDeal({ captcha: captchaPayload(unsigned, solution) }))).toEqual([invalid]);
    expect(await captchaIssues(ruDeal({ captcha: captchaPayload(genuine, { ...solution, derivedKey: 'ab'.repeat(32) }) }))).toEqual([invalid]);
    for (const captcha of ['not base64 json', Buffer.from('{"challenge":1}').toString('base64'), 42, ['x'], 'x'.repeat(5000)]) {
      expect(await captchaIssues(ruDeal({ captcha })), String(captcha).slice(0, 20)).toEqual(['is not a captcha solution']);
    }
    // The genuine solution was never spent by those refusals.
    await http.postOk(RU_DEAL, ruDeal({ captcha: captchaPayload(genuine, solution) }), dealSchema, {}, 201);
  });

  it('refuses the solution of a challenge made for another country', async () => {
    const kazakh = await createCaptcha(server.db).challenge('kz');
    expect(await captchaIssues(ruDeal({ captcha: captchaPayload(kazakh, await solveCaptcha(kazakh)) }))).toEqual([
      'is not a solution of a challenge of this backend for this country',
    ]);
  });

  it('refuses a solution whose challenge expired', async () => {
    const captcha = await solvedCaptcha(server.baseUrl);
    // Only the clock: the HTTP exchange keeps its real timers.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + (CAPTCHA_TTL_SECONDS + 1) * 1000);
    expect(await captchaIssues(ruDeal({ captcha }))).toEqual(['the challenge expired: solve a new one']);
  });

  it('forgets a spent solution once its challenge expired', async () => {
    await http.postOk(RU_DEAL, ruDeal({ captcha: await solvedCaptcha(server.baseUrl) }), dealSchema, {}, 201);
    const spent = () => server.db.prepare<[], number>('SELECT count(*) FROM captcha_solutions').pluck().get() ?? 0;
    expect(spent()).toBeGreaterThan(0);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + (CAPTCHA_TTL_SECONDS + 1) * 1000);
    // The next spent solution clears the expired ones (its challenge made at the new time).
    await http.postOk(RU_DEAL, ruDeal({ captcha: await solvedCaptcha(server.baseUrl) }), dealSchema, {}, 201);
    expect(spent()).toBe(1);
  });
});

describe('an order in a country with the captcha (ru)', () => {
  it('needs a solved captcha', async () => {
    const storeUuid = server.db.prepare<[], string>("SELECT uuid FROM stores WHERE country = 'ru' AND active = 1 LIMIT 1").pluck().get();
    const order = { cart: [{ product_id: 1, quantity: 1 }], customer: { name: 'Ivan Petrov', phone: '+7 912 345-67-89' }, delivery: { method: 'pickup', storeUuid }, paymentMethod: 'cash' };
    expect((await http.postError('/ru/api/orders', order, 422)).issues?.map((issue) => issue.path)).toEqual(['captcha']);
    await http.postOk('/ru/api/orders', { ...order, captcha: await solvedCaptcha(server.baseUrl) }, orderSchema, {}, 201);
  });
});

describe('a country without the captcha (ae)', () => {
  it('ignores the captcha field entirely', async () => {
    const deal = { formToken: 'demo-form-ae', name: 'Omar', phone: '050 123 4567' };
    await http.postOk('/ae/api/deal/add/', deal, dealSchema, {}, 201);
    await http.postOk('/ae/api/deal/add/', { ...deal, name: 'Omar Al Farsi', captcha: 'anything' }, dealSchema, {}, 201);
  });

  it('has logged no server errors', () => {
    expect(server.loggedErrors).toEqual([]);
  });
});
