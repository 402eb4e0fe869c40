// Runs the reference backend and the SSR host side by side (each prefixes its own log lines). When
// one stops, the other is stopped too; Ctrl-C stops both.
import { spawn } from 'node:child_process';

/** @param {{ name: string, command: string, args: string[], env?: Record<string, string> }[]} services */
export function runTogether(services) {
  const children = services.map((service) => {
    const child = spawn(service.command, service.args, { env: { ...process.env, ...service.env }, stdio: 'inherit' });
    return { service, child };
  });

  let stopping = false;
  const stopAll = (code) => {
    if (stopping) return;
    stopping = true;
    for (const { child } of children) if (child.exitCode === null) child.kill('SIGTERM');
    process.exitCode = code;
  };
  for (const { service, child } of children) {
    child.on('exit', (code, signal) => {
      if (!stopping) console.error(`[${service.name}] exited (${signal ?? code}); stopping the others.`);
      stopAll(code ?? 1);
    });
  }
  for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => stopAll(0));
}

/** Waits until `url` answers 2xx, or gives up after `timeoutMs`. */
export async function waitForHealthy(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return true;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}
