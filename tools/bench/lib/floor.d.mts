// Types of floor.mjs for the TypeScript specs that measure the stack's floor (tools/checks).
import type { SizedFirstLoad } from './first-load-js.mjs';

export interface StackFloor extends SizedFirstLoad {
  /** The libraries found in its first load (FLOOR_LIBRARIES' names). */
  libraries: string[];
}
export declare const FLOOR_LIBRARIES: Record<string, RegExp>;
export declare function missingFloorLibraries(moduleIds: readonly string[]): string[];
export declare function measureStackFloor(options: { outDir: string }): Promise<StackFloor>;
export declare function againstFloor(routeKb: number, floorKb: number): { ratio: number; appShareKb: number };
