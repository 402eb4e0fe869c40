/**
 * How long the app's code waits for the page's main picture before it is fetched anyway: a slow or
 * stuck picture must not keep the page from becoming interactive.
 */
export const PICTURE_WAIT_MS = 2_000;

/**
 * The inline module script that starts the app (docs/adr/0264-the-main-picture-before-the-app-code.md).
 * The page's main picture, the one image the server marks `fetchpriority="high"` (the LCP candidate:
 * the home's hero, a product's first photo, a list's first card), has the network to itself; once it
 * has loaded (or failed, or after `waitMs`) and a frame has shown it, the script adds a modulepreload
 * for each of the entry's chunks and the entry's module script, which hydrates the page. A page without
 * such a picture starts at once. `urls`: the entry first, then the chunks it imports statically.
 */
export function appStartScript(urls: readonly string[], waitMs = PICTURE_WAIT_MS): string {
  // JSON of our own asset paths; `<` escaped all the same, so that no text can close the script element.
  const list = JSON.stringify(urls).replace(/</g, '\\u003c');
  return [
    `const p=document.querySelector('img[fetchpriority="high"]'),u=${list};let d=0;`,
    `const add=(t,a)=>document.head.append(Object.assign(document.createElement(t),a));`,
    // A script element, as the server would have written it: a failed fetch is a failed resource, not an
    // unhandled rejection, and an error thrown by the app is reported as the app's own.
    `const go=()=>{if(d++)return;for(const h of u.slice(1))add('link',{rel:'modulepreload',href:h});add('script',{type:'module',src:u[0]})};`,
    // After the next frame, so that the picture is on screen; a hidden tab paints no frames.
    `const next=()=>document.hidden?setTimeout(go):requestAnimationFrame(()=>setTimeout(go));`,
    `if(!p||p.complete)next();else{p.addEventListener('load',next);p.addEventListener('error',next);setTimeout(next,${waitMs})}`,
  ].join('');
}
