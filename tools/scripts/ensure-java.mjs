#!/usr/bin/env node
// The HTML validity e2e (apps/storefront-e2e/src/html-validity.spec.ts) runs the Nu Html Checker, a
// Java program (`vnu-jar`). Finds a Java runtime, or installs Debian's `default-jre-headless` when
// running as root with apt, or says exactly what to install. As ensure-chromium.mjs does for Chromium.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const java = process.env.JAVA_HOME ? path.join(process.env.JAVA_HOME, 'bin', 'java') : 'java';

function version() {
  const result = spawnSync(java, ['-version'], { encoding: 'utf8' });
  return result.status === 0 ? (result.stderr || result.stdout).split('\n')[0].trim() : null;
}

const found = version();
if (found) {
  console.log(`[ensure-java] ${found}`);
} else if (!process.env.JAVA_HOME && process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  console.log('[ensure-java] Java not found: installing Debian\'s "default-jre-headless" package with apt-get…');
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'default-jre-headless'], { stdio: 'inherit', env });
  const installed = version();
  if (!installed) {
    console.error('[ensure-java] apt-get finished but `java -version` does not run.');
    process.exit(1);
  }
  console.log(`[ensure-java] installed ${installed}`);
} else {
  console.error(
    [
      `[ensure-java] No Java runtime (${java}).`,
      "The HTML validity e2e needs one: run `sudo apt-get install -y default-jre-headless`",
      'or point JAVA_HOME at a Java 11+ runtime.',
    ].join('\n'),
  );
  process.exit(1);
}
