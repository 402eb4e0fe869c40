import { describe, expect, it } from 'vitest';
import { DEMO_CAPTCHA_KEY } from './captcha/captcha';
import { DEFAULT_WRITE_LIMITS, DEMO_PAYMENT_CREDENTIALS, readConfig } from './config';
import { COUNTRY_CODES } from './countries';

describe('readConfig', () => {
  it('uses the defaults when nothing is set', () => {
    expect(readConfig({}, [], '/srv/app')).toEqual({
      port: 4000,
      host: '127.0.0.1',
      dbFile: '/srv/app/var/regional-api.sqlite',
      corsOrigins: ['http://localhost:3000', 'http://127.0.0.1:3000'],
      imagesDir: '/srv/app/var/images',
      warmImages: true,
      faults: { enabled: false, rules: [] },
      reset: false,
      writes: DEFAULT_WRITE_LIMITS,
      countries: [...COUNTRY_CODES],
      pricesWithoutTax: [],
      captchaKey: DEMO_CAPTCHA_KEY,
      payments: { publicUrl: undefined, ...DEMO_PAYMENT_CREDENTIALS, sessionMinutes: 30 },
    });
    expect(DEFAULT_WRITE_LIMITS.formTokens.ae).toBe('demo-form-ae');
  });

  it('reads the abuse limits: rate limit, trusted proxies, CRM form tokens', () => {
    const { writes } = readConfig(
      { REGIONAL_API_RATE_LIMIT: '5/60', REGIONAL_API_TRUSTED_PROXIES: '127.0.0.1, ::1', REGIONAL_API_FORM_TOKENS: 'ae=crm-ae-1,uz=z=z' },
      [],
      '/srv/app',
    );
    expect(writes.rateLimits).toEqual({
      quotation: { burst: 5, perMinute: 60 },
      orders: { burst: 5, perMinute: 60 },
      deals: { burst: 5, perMinute: 60 },
      logs: { burst: 5, perMinute: 60 },
      payments: { burst: 5, perMinute: 60 },
      bookings: { burst: 5, perMinute: 60 },
      bookingCancels: { burst: 5, perMinute: 60 },
    });
    expect(writes.trustedProxies).toEqual(['127.0.0.1', '::1']);
    expect(writes.formTokens).toMatchObject({ ae: 'crm-ae-1', uz: 'z=z', om: 'demo-form-om' });
  });

  it('reads how to pay online: the public address, the provider’s credentials, the session’s life', () => {
    const { payments } = readConfig(
      {
        REGIONAL_API_PUBLIC_URL: 'https://api.example/',
        REGIONAL_API_PAYMENT_API_KEY: 'key-1',
        REGIONAL_API_PAYMENT_WEBHOOK_SECRET: 'secret-1',
        REGIONAL_API_PAYMENT_SESSION_MINUTES: '15',
      },
      [],
      '/srv/app',
    );
    expect(payments).toEqual({ publicUrl: 'https://api.example', apiKey: 'key-1', webhookSecret: 'secret-1', sessionMinutes: 15 });
  });

  it('draws the pictures on demand only when told (several instances on one machine)', () => {
    expect(readConfig({ REGIONAL_API_WARM_IMAGES: '0' }, [], '/').warmImages).toBe(false);
    expect(readConfig({ REGIONAL_API_WARM_IMAGES: '1' }, [], '/').warmImages).toBe(true);
  });

  it('reads a limit per operation; the operations not named keep theirs', () => {
    const { writes } = readConfig({ REGIONAL_API_RATE_LIMITS: 'quotation=1000/6000, logs=10/20' }, [], '/srv/app');
    expect(writes.rateLimits).toEqual({
      ...DEFAULT_WRITE_LIMITS.rateLimits,
      quotation: { burst: 1000, perMinute: 6000 },
      logs: { burst: 10, perMinute: 20 },
    });
    const both = readConfig({ REGIONAL_API_RATE_LIMIT: '5/60', REGIONAL_API_RATE_LIMITS: 'orders=2/4' }, [], '/srv/app').writes.rateLimits;
    expect(both).toMatchObject({ quotation: { burst: 5, perMinute: 60 }, orders: { burst: 2, perMinute: 4 } });
  });

  it.each([
    ['REGIONAL_API_RATE_LIMITS', 'basket=1/2', /names operations quotation, orders, deals, logs, payments/],
    ['REGIONAL_API_WARM_IMAGES', 'yes', /REGIONAL_API_WARM_IMAGES must be 1 or 0/],
    ['REGIONAL_API_RATE_LIMITS', 'quotation=0/2', /quotation must be burst\/perMinute/],
    ['REGIONAL_API_RATE_LIMITS', 'quotation', /quotation must be burst\/perMinute/],
    ['REGIONAL_API_RATE_LIMITS', '__proto__=1/2', /names operations/],
    ['REGIONAL_API_RATE_LIMIT', '0/60', /burst\/perMinute/],
    ['REGIONAL_API_RATE_LIMIT', 'lots', /burst\/perMinute/],
    ['REGIONAL_API_TRUSTED_PROXIES', 'nginx.local', /not an IP address/],
    ['REGIONAL_API_FORM_TOKENS', 'xx=token', /country=token/],
    ['REGIONAL_API_FORM_TOKENS', 'ae=', /country=token/],
    ['REGIONAL_API_PAYMENT_SESSION_MINUTES', '0', /1–1440/],
    ['REGIONAL_API_PAYMENT_SESSION_MINUTES', '90 minutes', /1–1440/],
    ['REGIONAL_API_PUBLIC_URL', 'api.example', /http\(s\) address/],
    ['REGIONAL_API_PUBLIC_URL', 'https://api.example/?x=1', /without query/],
  ])('refuses %s=%s', (name, value, message) => {
    expect(() => readConfig({ [name]: value }, [], '/srv/app')).toThrow(message);
  });

  it('reads the environment, resolving a relative database path against the working directory', () => {
    const config = readConfig(
      {
        REGIONAL_API_PORT: '0',
        REGIONAL_API_HOST: '0.0.0.0',
        REGIONAL_API_DB: 'tmp/test.sqlite',
        REGIONAL_API_CORS_ORIGINS: ' https://shop.example/ , http://localhost:4200 ,',
      },
      [],
      '/srv/app',
    );
    expect(config).toMatchObject({
      port: 0,
      host: '0.0.0.0',
      dbFile: '/srv/app/tmp/test.sqlite',
      corsOrigins: ['https://shop.example', 'http://localhost:4200'],
    });
  });

  it('reads the countries this instance serves, in the order of COUNTRY_CODES; blank is every country', () => {
    expect(readConfig({ REGIONAL_API_COUNTRIES: ' sa, ae,om ,qa,ae' }, [], '/').countries).toEqual(['ae', 'om', 'qa', 'sa']);
    expect(readConfig({ REGIONAL_API_COUNTRIES: ' ' }, [], '/').countries).toEqual([...COUNTRY_CODES]);
  });

  it.each([
    ['ae,om,us', '"us"'],
    ['ae;om', '"ae;om"'],
    ['RU', '"RU"'],
  ])('refuses REGIONAL_API_COUNTRIES=%s, naming %s', (value, entry) => {
    expect(() => readConfig({ REGIONAL_API_COUNTRIES: value }, [], '/')).toThrow(`REGIONAL_API_COUNTRIES: ${entry} is not one of ae, om, mx,`);
  });

  it('reads the countries whose prices are served without tax; none when unset, and refuses a code that is not one', () => {
    expect(readConfig({ REGIONAL_API_PRICES_WITHOUT_TAX: 'ge, es' }, [], '/').pricesWithoutTax).toEqual(['es', 'ge']);
    expect(readConfig({ REGIONAL_API_PRICES_WITHOUT_TAX: ' ' }, [], '/').pricesWithoutTax).toEqual([]);
    expect(() => readConfig({ REGIONAL_API_PRICES_WITHOUT_TAX: 'ge,xx' }, [], '/')).toThrow('REGIONAL_API_PRICES_WITHOUT_TAX: "xx" is not one of ae, om, mx,');
  });

  it('reads the captcha key, the demo key when unset, and refuses a short one', () => {
    const key = 'a'.repeat(64);
    expect(readConfig({ REGIONAL_API_CAPTCHA_KEY: key }, [], '/').captchaKey).toBe(key);
    expect(readConfig({ REGIONAL_API_CAPTCHA_KEY: ' ' }, [], '/').captchaKey).toBe(DEMO_CAPTCHA_KEY);
    expect(() => readConfig({ REGIONAL_API_CAPTCHA_KEY: 'short' }, [], '/')).toThrow('REGIONAL_API_CAPTCHA_KEY must be 32 to 256 visible ASCII characters');
  });

  it('puts the images beside the database unless told otherwise', () => {
    expect(readConfig({ REGIONAL_API_DB: '/data/api.sqlite' }, [], '/srv/app').imagesDir).toBe('/data/images');
    expect(readConfig({ REGIONAL_API_IMAGES_DIR: 'pics' }, [], '/srv/app').imagesDir).toBe('/srv/app/pics');
  });

  it('enables fault injection only with REGIONAL_API_FAULTS=1, with rules from the environment', () => {
    const rules = JSON.stringify([{ path: '/ae/api/products*', status: 503, times: 2 }]);
    expect(readConfig({ REGIONAL_API_FAULT_RULES: rules }, [], '/').faults).toEqual({ enabled: false, rules: [] });
    expect(readConfig({ REGIONAL_API_FAULTS: '1', REGIONAL_API_FAULT_RULES: rules }, [], '/').faults).toEqual({
      enabled: true,
      rules: [{ path: '/ae/api/products*', status: 503, times: 2 }],
    });
  });

  it('keeps an absolute database path', () => {
    expect(readConfig({ REGIONAL_API_DB: '/data/api.sqlite' }, [], '/srv/app').dbFile).toBe('/data/api.sqlite');
  });

  it('reads --reset, also as Nx forwards it', () => {
    expect(readConfig({}, ['--reset'], '/').reset).toBe(true);
    expect(readConfig({}, ['--reset=true'], '/').reset).toBe(true);
  });

  it.each([
    [{ REGIONAL_API_PORT: 'http' }, []],
    [{ REGIONAL_API_PORT: '70000' }, []],
    [{ REGIONAL_API_CORS_ORIGINS: 'localhost:3000' }, []],
    [{ REGIONAL_API_CORS_ORIGINS: '*' }, []],
    [{}, ['--rest']],
    [{ REGIONAL_API_FAULTS: 'yes' }, []],
    [{ REGIONAL_API_FAULTS: '1', REGIONAL_API_FAULT_RULES: '[{"path":"/x"}]' }, []],
    [{ REGIONAL_API_FAULTS: '1', REGIONAL_API_FAULT_RULES: 'not json' }, []],
  ])('refuses %o %o', (env, args) => {
    expect(() => readConfig(env, args, '/')).toThrow();
  });
});
