// Types of the parts of config.mjs that the TypeScript specs (tools/checks) read.
export interface Budget {
  direction: 'min' | 'max';
  aim: number;
  floor?: number;
  /** What a CI test enforces, where it differs from the floor. */
  gate?: number;
}
export declare const ROOT: string;
export declare const BUDGETS: {
  readonly firstLoadJsKb: Budget;
  readonly [name: string]: Budget;
};
