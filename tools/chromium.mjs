// Debian's Chromium as every tool here launches it (docs/architecture.md, "Facts about the toolchain").

/** Where Debian's `chromium` package installs the browser. */
export const DEFAULT_CHROMIUM_PATH = '/usr/bin/chromium';

/** The browser to drive: `CHROMIUM_PATH` when set, else Debian's. */
export function chromiumPath(env = process.env) {
  return env.CHROMIUM_PATH || DEFAULT_CHROMIUM_PATH;
}

/**
 * Root on a closed network: no sandbox, no GPU, and none of Chromium's background connections
 * (they are refused here, many at a time).
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  // The storefront and its backend are both on loopback here. A document a test answers itself
  // (page.route + fulfill) has no address space, and Local Network Access then refuses its requests
  // to the loopback backend (its pictures): a test artefact, never a real deployment's situation.
  '--disable-features=LocalNetworkAccessChecks',
];
