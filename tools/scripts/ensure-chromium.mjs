#!/usr/bin/env node
// The e2e tests drive Debian's Chromium, never a downloaded browser. Finds it, or installs Debian's
// `chromium` package when running as root with apt, or says exactly what to install.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromiumPath } from '../chromium.mjs';

const candidate = chromiumPath();

function version(path) {
  const result = spawnSync(path, ['--version'], { encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : null;
}

function install() {
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  console.log('[ensure-chromium] Chromium not found: installing Debian\'s "chromium" package with apt-get…');
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'chromium'], { stdio: 'inherit', env });
}

const found = existsSync(candidate) && version(candidate);
if (found) {
  console.log(`[ensure-chromium] ${found} at ${candidate}`);
} else if (!process.env.CHROMIUM_PATH && process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
  install();
  const installed = version(candidate);
  if (!installed) {
    console.error('[ensure-chromium] apt-get finished but /usr/bin/chromium does not run.');
    process.exit(1);
  }
  console.log(`[ensure-chromium] installed ${installed}`);
} else {
  console.error(
    [
      `[ensure-chromium] No Chromium at ${candidate}.`,
      "The end-to-end tests need Debian's Chromium: run `sudo apt-get install -y chromium`",
      'or point CHROMIUM_PATH at a Chromium binary. Nothing downloads a browser on its own.',
    ].join('\n'),
  );
  process.exit(1);
}
