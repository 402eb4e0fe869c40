#!/usr/bin/env node
// The scale-out tests and `npm run start:cluster` run Debian's nginx, never a downloaded one. Finds it,
// or installs Debian's `nginx` package when running as root with apt (without starting its service),
// or says exactly what to install. As tools/scripts/ensure-chromium.mjs does for Chromium.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { nginxPath } from './nginx-config.mjs';

function version(path) {
  const result = spawnSync(path, ['-v'], { encoding: 'utf8' });
  return result.status === 0 ? (result.stderr || result.stdout).trim() : null;
}

export function ensureNginx() {
  const candidate = nginxPath();
  const found = existsSync(candidate) && version(candidate);
  if (found) return found;
  if (process.env.NGINX_PATH || process.getuid?.() !== 0 || !existsSync('/usr/bin/apt-get')) {
    throw new Error(
      [
        `No nginx at ${candidate}.`,
        "The scale-out set-up needs Debian's nginx: run `sudo apt-get install -y nginx`",
        'or point NGINX_PATH at an nginx binary.',
      ].join('\n'),
    );
  }
  // RUNLEVEL=1: the package's scripts must not start a system nginx on port 80.
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive', RUNLEVEL: '1' };
  console.log('[ensure-nginx] nginx not found: installing Debian\'s "nginx" package with apt-get…');
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'nginx'], { stdio: 'inherit', env });
  const installed = version(candidate);
  if (!installed) throw new Error(`apt-get finished but ${candidate} does not run.`);
  return installed;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    console.log(`[ensure-nginx] ${ensureNginx()} at ${nginxPath()}`);
  } catch (error) {
    console.error(`[ensure-nginx] ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
}
