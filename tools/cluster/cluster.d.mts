import type { ChildProcess } from 'node:child_process';

export interface ClusterOptions {
  nginxPort?: number;
  ssrPorts?: number[];
  apiPort?: number;
  runDir?: string;
  htmlCacheMs?: number;
  limitExempt?: string[];
  env?: Record<string, string>;
  log?: (line: string) => void;
  /** Start the hosts once the API has drawn its JPEG renditions (a benchmark must not share that minute of CPU). */
  waitForImages?: boolean;
}

export interface ClusterBackend {
  name: string;
  url: string;
  /** Two-letter codes, or `*` for every region the other does not list. */
  regions: string[];
}

export interface Cluster {
  siteUrl: string;
  nginxUrl: string;
  /** The Gulf backend's address (ae, om, qa, sa). */
  apiUrl: string;
  /** Each backend: the Gulf's, then the world's. */
  backends: ClusterBackend[];
  /** Stops one backend, as an outage would. */
  stopBackend(name: string): Promise<void>;
  /** Starts a stopped backend again on its database and waits until it answers. */
  startBackend(name: string): Promise<void>;
  ssrPorts: number[];
  runDir: string;
  ssr(index: number): ChildProcess;
  /** A rolling restart of one host, with `overrides` over the set's environment. */
  restart(index: number, overrides?: Record<string, string>): Promise<void>;
  logTail(name: string, bytes?: number): string;
  stop(): Promise<void>;
}

/** The regions of the Gulf backend. */

/** Whether the reference API's `/healthz` body says its JPEG renditions are drawn. */
export declare function apiImagesDrawn(body: string): boolean;

export declare function startCluster(options?: ClusterOptions): Promise<Cluster>;
