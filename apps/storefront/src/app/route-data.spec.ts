import { createRouter } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { routeTree } from '../routeTree.gen';
import { CITY_ROUTE_ID, GLOBAL_LAYOUT_ROUTE_ID, REGION_ROUTE_ID } from './route-data';
import type { RouterContext } from './router-context';

describe('route ids of route-data', () => {
  it('name routes of the route tree', () => {
    // A router gives the routes their ids; it never loads a route here, so it needs no context.
    const ids = Object.keys(createRouter({ routeTree, context: {} as RouterContext }).routesById);
    expect(ids).toEqual(expect.arrayContaining([REGION_ROUTE_ID, CITY_ROUTE_ID, GLOBAL_LAYOUT_ROUTE_ID]));
  });
});
