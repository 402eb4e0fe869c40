export declare const ROOT: string;
export declare function nginxPath(): string;
export declare function runFiles(runDir: string): { hostsFile: string; pidFile: string };
export declare function readinessWatchArgs(runDir: string): string[];
export declare function hostServers(hosts: string[], hostConnections?: number): string;

export interface Backend {
  /** [a-z0-9_-]+ */
  name: string;
  /** As nginx writes it: `127.0.0.1:4221`. */
  address: string;
  /** Two-letter regions, or `['*']`: every region no other backend lists. */
  regions: string[];
}

export interface NginxConfigOptions {
  listen: string;
  backends: Backend[];
  clientDir: string;
  runDir: string;
  limitExempt?: string[];
}

export declare function nginxConfig(options: NginxConfigOptions): string;
