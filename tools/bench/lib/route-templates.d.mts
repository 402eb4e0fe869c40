export interface RouteTemplate {
  readonly name: string;
  readonly path: string;
  readonly pages: readonly string[];
  readonly bench?: 'full';
  readonly maxHtmlBytes?: number;
  readonly maxFirstLoadKb?: number;
}
export declare const CLIENT_ENTRY: string;
export declare const ROUTE_TEMPLATES: readonly RouteTemplate[];
export declare const NOT_FOUND_PATH: string;
export declare const PAGE_MODULE_PATTERN: RegExp;
export declare function samplePath(template: RouteTemplate, apiOrigin: string): Promise<string>;
