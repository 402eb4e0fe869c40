import { afterEach, describe, expect, it } from 'vitest';

const originalFunction = globalThis.Function;

afterEach(() => {
  globalThis.Function = originalFunction;
});

describe('the contract’s zod', () => {
  it('never builds code at run time (the CSP has no unsafe-eval): no Function is constructed, from loading to parsing', async () => {
    const built: unknown[][] = [];
    globalThis.Function = new Proxy(originalFunction, {
      construct(target, args: unknown[]) {
        built.push(args);
        return Reflect.construct(target, args) as object;
      },
    });

    const { responseSchemas } = await import('./responses');
    const parsed = responseSchemas.regionList.safeParse({
      items: [{ id: 1, name: 'Dubai', slug: 'dubai', active: true, nameCases: { nameIn: 'in Dubai', nameFrom: 'from Dubai' } }],
      totalItems: 1,
      page: 1,
      itemsPerPage: 30,
    });

    expect(parsed.success).toBe(true);
    expect(built).toEqual([]);
  });
});
