/**
 * The CSP hash of the one `<style>` Sonner injects without a nonce: the SSR host adds it to
 * `style-src` next to the nonce, or the toasts render unstyled and the browser logs a CSP
 * violation. The toaster spec recomputes it from the installed Sonner, so an upgrade cannot go unnoticed.
 */
export const TOASTER_STYLE_HASH = "'sha256-StEaX+se6YS7pqjzrzMIA0KaX9zF/8zAhvQXZAe5epY='";
