import { describe, expect, it } from 'vitest';
import {
  CHUNK_RELOAD_GUARD_MS,
  CHUNK_RELOAD_STORAGE_KEY,
  isChunkLoadError,
  mayReloadAfterChunkError,
  createChunkReloader,
  type ChunkReloadEnvironment,
} from './chunk-reload';

const NOW = 1_800_000_000_000;

describe('isChunkLoadError', () => {
  it('recognises the failed dynamic imports of Chromium, Safari and Firefox, and a failed chunk stylesheet', () => {
    for (const message of [
      'Failed to fetch dynamically imported module: https://shop.example/assets/section.page-x.js',
      'Importing a module script failed.',
      'error loading dynamically imported module: https://shop.example/assets/a.js',
      'Unable to preload CSS for /assets/a.css',
    ]) {
      expect(isChunkLoadError(new TypeError(message)), message).toBe(true);
    }
  });

  it('leaves every other error to the error page', () => {
    expect(isChunkLoadError(new Error('Internal Server Error: cities data not available'))).toBe(false);
    expect(isChunkLoadError(new TypeError("Cannot read properties of undefined (reading 'x')"))).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
    expect(isChunkLoadError({ message: 'Failed to fetch dynamically imported module' })).toBe(false);
  });
});

describe('mayReloadAfterChunkError', () => {
  it('reloads when no reload is on record', () => {
    expect(mayReloadAfterChunkError(null, NOW)).toBe(true);
  });

  it('refuses within 10 000 ms of the last reload and allows it from then on', () => {
    expect(mayReloadAfterChunkError(String(NOW - 1), NOW)).toBe(false);
    expect(mayReloadAfterChunkError(String(NOW - CHUNK_RELOAD_GUARD_MS + 1), NOW)).toBe(false);
    expect(mayReloadAfterChunkError(String(NOW - CHUNK_RELOAD_GUARD_MS), NOW)).toBe(true);
    expect(mayReloadAfterChunkError(String(NOW - 60_000), NOW)).toBe(true);
  });

  it('treats a malformed or future time as no reload at all', () => {
    for (const stored of ['', 'yesterday', '12abc', '-5', '1e12', 'NaN', String(NOW + 5_000), '9'.repeat(30)]) {
      expect(mayReloadAfterChunkError(stored, NOW), stored).toBe(true);
    }
  });
});

function environment(stored: Record<string, string> = {}, now = NOW) {
  const reloads: number[] = [];
  const env: ChunkReloadEnvironment = {
    storage: {
      getItem: (key) => stored[key] ?? null,
      setItem: (key, value) => {
        stored[key] = value;
      },
    },
    now: () => now,
    reload: () => reloads.push(now),
  };
  return { env, reloads, stored };
}

describe('createChunkReloader', () => {
  it('reloads and records when, so that the page it loads refuses for the next 10 s', () => {
    const { env, reloads, stored } = environment();
    expect(createChunkReloader(env).reload()).toBe(true);
    expect(stored[CHUNK_RELOAD_STORAGE_KEY]).toBe(String(NOW));
    expect(reloads).toEqual([NOW]);

    const nextPage = environment(stored, NOW + 3_000);
    expect(createChunkReloader(nextPage.env).reload()).toBe(false);
    expect(nextPage.reloads).toEqual([]);
  });

  it('reloads a page only once, however many of its parts fail', () => {
    const { env, reloads } = environment();
    const reloader = createChunkReloader(env);
    expect(reloader.reload()).toBe(true);
    expect(reloader.reload()).toBe(true);
    expect(reloads).toHaveLength(1);
  });

  it('reloads again once the guard has passed', () => {
    const { env, reloads } = environment({ [CHUNK_RELOAD_STORAGE_KEY]: String(NOW - 11_000) });
    expect(createChunkReloader(env).reload()).toBe(true);
    expect(reloads).toHaveLength(1);
  });

  it('never reloads without session storage, where nothing could stop a loop', () => {
    const reloads: number[] = [];
    const reload = () => reloads.push(1);
    expect(createChunkReloader({ storage: undefined, now: () => NOW, reload }).reload()).toBe(false);
    const throwing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => undefined,
    };
    expect(createChunkReloader({ storage: throwing, now: () => NOW, reload }).reload()).toBe(false);
    expect(reloads).toEqual([]);
  });
});
