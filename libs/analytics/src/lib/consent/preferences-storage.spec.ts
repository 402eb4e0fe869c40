import { describe, expect, it } from 'vitest';
import { RECENT_SEARCHES_KEY_PREFIX, RECENTLY_VIEWED_KEY_PREFIX, forgetPreferences } from './preferences-storage';

describe('forgetting what the preferences purpose covers', () => {
  it('removes the history and searches of every region and nothing else', () => {
    localStorage.clear();
    localStorage.setItem(`${RECENTLY_VIEWED_KEY_PREFIX}ae`, '[]');
    localStorage.setItem(`${RECENTLY_VIEWED_KEY_PREFIX}es`, '[]');
    localStorage.setItem(`${RECENT_SEARCHES_KEY_PREFIX}ae`, '["raptor"]');
    localStorage.setItem('cartItems_ae', '[]');
    forgetPreferences(localStorage);
    expect(Object.keys(localStorage)).toEqual(['cartItems_ae']);
  });

  it('never throws on a storage that refuses', () => {
    const refusing = {
      get length(): number {
        throw new Error('SecurityError');
      },
      key: () => null,
      removeItem: () => undefined,
    };
    expect(() => forgetPreferences(refusing)).not.toThrow();
  });
});
