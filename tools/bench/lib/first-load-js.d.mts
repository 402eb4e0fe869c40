// Types of first-load-js.mjs for the TypeScript specs that reuse the walk (tools/checks).
import type { RouteTemplate } from './route-templates.mjs';

export interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type ViteManifest = Record<string, ManifestChunk>;

export interface FirstLoadChunk {
  file: string;
  key: string;
  via: string;
}
export interface SizedChunk extends FirstLoadChunk {
  rawBytes: number;
  gzipBytes: number;
}
export interface SizedFirstLoad {
  chunks: SizedChunk[];
  gzipBytes: number;
  rawBytes: number;
  gzipKb: number;
  rawKb: number;
}

export declare const KB: number;
export declare function gzipSize(bytes: Uint8Array): number;
export declare function readManifest(clientDir: string): Promise<ViteManifest>;
export declare function staticClosure(manifest: ViteManifest, key: string, seen?: Set<string>): Set<string>;
export declare function localeOf(pagePath: string): string | null;
export declare function firstLoadChunks(
  manifest: ViteManifest,
  options: { clientEntry: string; pages: readonly string[]; locale?: string | null },
): FirstLoadChunk[];
export declare function sizeChunks(clientDir: string, chunks: readonly FirstLoadChunk[]): Promise<SizedFirstLoad>;
export declare function routeFirstLoadJs(options: {
  manifest: ViteManifest;
  clientDir: string;
  clientEntry: string;
  template: RouteTemplate;
}): Promise<SizedFirstLoad>;
export declare function pagesWithoutTemplate(
  manifest: ViteManifest,
  templates: readonly RouteTemplate[],
  pattern: RegExp,
): string[];
export declare function biggestChunksText(sized: SizedFirstLoad, count?: number): string;
