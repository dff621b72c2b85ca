/**
 * The router and the shared page table (packages/shared pages.ts), which the
 * API server serves pages from, describe the same pages: every page of the
 * table is a route of the router with that screen, layout and guard, and
 * every route of the router is a page of the table.
 */
import { isValidElement, type ComponentType, type ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PAGE_LIST, type PageDefinition } from '@huella/shared/pages';
import { GuestOnly, RequireSession } from './guards';
import { BareLayout } from './layouts/bare-layout';
import { routes } from './router';

interface FoundRoute {
  path: string;
  route: RouteObject;
  layout: PageDefinition['layout'] | undefined;
  access: PageDefinition['access'];
}

const elementType = (element: ReactNode) => (isValidElement(element) ? element.type : undefined);

function walk(
  list: RouteObject[],
  parent: string,
  inherited: Omit<FoundRoute, 'path' | 'route'>,
): FoundRoute[] {
  return list.flatMap((route) => {
    const type = elementType(route.element);
    const context = {
      layout:
        type === BareLayout ? 'bare' : route.element && !route.path ? 'main' : inherited.layout,
      access: type === RequireSession ? 'private' : type === GuestOnly ? 'guest' : inherited.access,
    } as Omit<FoundRoute, 'path' | 'route'>;
    // Layouts and guards without a path keep the parent's layout unless they are one.
    if (type === RequireSession || type === GuestOnly) context.layout = inherited.layout;
    const path = route.path
      ? route.path.startsWith('/')
        ? route.path
        : `${parent === '/' ? '' : parent}/${route.path}`
      : parent;
    const own = route.index || (route.path && !route.children) ? [{ path, route, ...context }] : [];
    return [...own, ...walk(route.children ?? [], path, context)];
  });
}

const found = walk(routes, '/', { layout: undefined, access: 'public' }).filter(
  ({ path }) => !path.endsWith('*'),
);

describe('the page table', () => {
  it('has a page for every route of the router, and a route for every page', () => {
    expect(found.map(({ path }) => path).sort()).toEqual(PAGE_LIST.map((page) => page.path).sort());
  });

  // Loads every screen's module once: slow on a busy machine, whatever the code.
  it('names the screen, layout and access each route really has', { timeout: 30_000 }, async () => {
    for (const page of PAGE_LIST) {
      const match = found.find(({ path }) => path === page.path);
      expect(match, `${page.path} is not a route`).toBeDefined();
      const { route, layout, access } = match!;
      expect(layout, `${page.path}: layout`).toBe(page.layout);
      expect(access, `${page.path}: access`).toBe(page.access);
      if (!page.module) {
        expect(route.lazy, `${page.path} has a screen the table does not name`).toBeUndefined();
        continue;
      }
      expect(typeof route.lazy, `${page.path} has no screen`).toBe('function');
      const loaded = (await (route.lazy as () => Promise<{ Component: ComponentType }>)())
        .Component;
      const screen = ((await import(`../routes/${page.module}.tsx`)) as { default: ComponentType })
        .default;
      expect(loaded, `${page.path} is not routes/${page.module}.tsx`).toBe(screen);
    }
  });
});
