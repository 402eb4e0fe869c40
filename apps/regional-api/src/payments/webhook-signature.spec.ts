import { describe, expect, it } from 'vitest';
import { signPayload, verifySignature } from './webhook-signature';

const secret = 'whsec-test';
const body = Buffer.from('{"id":"evt_1"}');
const at = 1_795_428_000;

describe('verifySignature', () => {
  it('accepts its own signature within five minutes either way, and not a second beyond', () => {
    const header = signPayload(secret, body, at);
    expect(verifySignature(secret, body, header, at + 300)).toEqual({ ok: true });
    expect(verifySignature(secret, body, header, at - 300)).toEqual({ ok: true });
    expect(verifySignature(secret, body, header, at + 301)).toEqual({ ok: false, reason: 'stale' });
  });

  it('signs the time with the body: neither can change alone', () => {
    const header = signPayload(secret, body, at);
    expect(verifySignature(secret, Buffer.from('{"id":"evt_2"}'), header, at)).toEqual({ ok: false, reason: 'mismatch' });
    expect(verifySignature(secret, body, header.replace(`t=${at}`, `t=${at + 1}`), at)).toEqual({ ok: false, reason: 'mismatch' });
    expect(verifySignature('another', body, header, at)).toEqual({ ok: false, reason: 'mismatch' });
  });

  it('accepts any one right signature of several (a secret being rolled over)', () => {
    const old = signPayload('old-secret', body, at).split(',')[1];
    expect(verifySignature(secret, body, `${signPayload(secret, body, at)},${old}`, at)).toEqual({ ok: true });
  });

  it.each([
    [undefined, 'missing'],
    ['', 'missing'],
    ['v1=abc', 'malformed'],
    [`t=${at}`, 'malformed'],
    [`t=soon,v1=${'0'.repeat(64)}`, 'malformed'],
    [`t=${at},v1=${'z'.repeat(64)}`, 'malformed'],
    ['t=1,'.repeat(300), 'malformed'],
  ])('refuses the header %j as %s', (header, reason) => {
    expect(verifySignature(secret, body, header, at)).toEqual({ ok: false, reason });
  });
});
