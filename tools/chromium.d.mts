export declare const DEFAULT_CHROMIUM_PATH: string;
export declare function chromiumPath(env?: Record<string, string | undefined>): string;
export declare const CHROMIUM_ARGS: readonly string[];
