import type { ChildProcess } from 'node:child_process';

export interface ProcessHandle {
  name: string;
  child: ChildProcess;
  pid: number | undefined;
  logFile: string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; error?: Error }>;
  stopSignal: NodeJS.Signals;
  alive(): boolean;
}

export declare function startNode(options: {
  name: string;
  script: string;
  args?: string[];
  env?: Record<string, string | undefined>;
  cwd?: string;
  logFile: string;
  signal?: NodeJS.Signals;
}): ProcessHandle;
export declare function stopProcess(handle: ProcessHandle, graceMs?: number): Promise<unknown>;
export declare function waitForHealth(handle: ProcessHandle, url: string, timeoutMs?: number, ready?: (body: string) => boolean): Promise<void>;
