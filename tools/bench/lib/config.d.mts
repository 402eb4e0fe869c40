// Types of the parts of config.mjs that the TypeScript specs (tools/checks) read.
export interface Budget {
  direction: 'min' | 'max';
  aim: number;
  floor?: number;
}
/**
 * First-load JS per route template: the budget every route must reach, the slack a route's own ceiling
 * (`RouteTemplate.maxFirstLoadKb`) may keep above it, the aim as a multiple of the stack's floor.
 */
export interface FirstLoadBudget {
  direction: 'max';
  budget: number;
  ceilingSlackKb: number;
  aimTimesFloor: number;
}
export declare const ROOT: string;
export declare const BUDGETS: {
  readonly firstLoadJsKb: FirstLoadBudget;
  readonly [name: string]: Budget | FirstLoadBudget;
};
