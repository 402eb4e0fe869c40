import { describe, expect, it } from 'vitest';
import { PICTURE_WAIT_MS, appStartScript } from './app-start-script';

// What the script does in a browser (the picture first, the entry after it or after the wait, at once
// without a picture) is apps/storefront-e2e/src/app-start.spec.ts; here: what it is made of.
describe('appStartScript', () => {
  it('loads the first URL as a module script and preloads the others, after the page’s high-priority picture', () => {
    const script = appStartScript(['/assets/entry-1.js', '/assets/framework-2.js', '/assets/base-3.js']);
    expect(script).toContain('u=["/assets/entry-1.js","/assets/framework-2.js","/assets/base-3.js"]');
    expect(script).toContain(`add('script',{type:'module',src:u[0]})`);
    expect(script).toContain(`add('link',{rel:'modulepreload',href:h})`);
    expect(script).toContain(`document.querySelector('img[fetchpriority="high"]')`);
    expect(script).toContain(`setTimeout(next,${PICTURE_WAIT_MS})`);
  });

  it('is one valid script body, and no URL can close the script element', () => {
    const script = appStartScript(['/assets/</script><script>alert(1)//.js']);
    expect(script).not.toMatch(/<\/script/i);
    // Parsed, not run: a syntax error would leave every page without its app.
    expect(() => new Function(script)).not.toThrow();
  });
});
