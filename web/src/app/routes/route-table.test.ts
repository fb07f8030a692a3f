import { CONTENT_TYPES } from '@fixwell/common/catalogue/catalogue-constants';
import { describe, expect, it, vi } from 'vitest';

import { LAYOUT_ROLES } from '@/app/routes/guards';
import { AREA_PAGE_MODULES } from '@/app/routes/area-pages';
import { isAreaPage, resolveRoute, routeTable } from '@/app/routes/route-table';
import type { LayoutName, RouteRole } from '@/config/route-types';
import type * as FirestoreRestModule from '@/lib/firestore-rest';

// SPEC.md §2 written out independently of the table under test, shared with the end-to-end tests.
import { SPEC_ROUTES } from '../../../../e2e/support/spec-routes';

// The public reader, as a database that has no service beyond the build's: a slug the build-time
// index does not know is looked up there (a service an admin added since the build).
const getDocument = vi.fn(async () => null);
vi.mock('@/lib/firestore-rest', async (importOriginal) => ({
  ...(await importOriginal<typeof FirestoreRestModule>()),
  publicFirestore: () => ({ getDocument, runQuery: vi.fn(async () => []), count: vi.fn() }),
}));

const EXPECTED = new Map(SPEC_ROUTES.map((route) => [route.path, route]));

/** The role the role guard enforces: the route's own, else its layout's. */
function roleOf(route: { layout: string; requiredRole?: RouteRole }) {
  return route.requiredRole ?? LAYOUT_ROLES[route.layout as LayoutName];
}

describe('routeTable', () => {
  it('lists each path once', () => {
    const paths = routeTable.map((entry) => entry.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('declares every route of SPEC.md §2', () => {
    const declared = new Set(routeTable.map((entry) => entry.path));
    const missing = [...EXPECTED.keys()].filter((path) => !declared.has(path));
    expect(missing).toEqual([]);
  });

  it('declares no route SPEC.md does not have', () => {
    const extra = routeTable.map((entry) => entry.path).filter((path) => !EXPECTED.has(path));
    expect(extra).toEqual([]);
  });

  it.each([...EXPECTED])(
    '%s has the layout, guards and role SPEC.md gives it',
    (path, expected) => {
      const entry = routeTable.find((candidate) => candidate.path === path);
      expect(entry).toBeDefined();
      expect({
        layout: entry?.layout,
        guards: entry?.guards,
        role: entry && roleOf(entry),
      }).toEqual({
        layout: expected.layout,
        guards: expected.guards,
        role: roleOf(expected),
      });
    },
  );

  it('gives every route a title and a lazily loaded page', () => {
    for (const entry of routeTable) {
      expect(entry.title.trim(), entry.path).not.toBe('');
      expect(typeof entry.page, entry.path).toBe('function');
    }
  });

  it('refuses a declaration naming a page module that does not exist', () => {
    expect(() =>
      resolveRoute({ path: '/x', layout: 'default', guards: [], title: 'X', page: 'public/nope' }),
    ).toThrow('public/nope');
  });

  it('refuses a missing page of the signed-in areas when it is first loaded', async () => {
    const entry = resolveRoute({
      path: '/x',
      layout: 'admin',
      guards: [],
      title: 'X',
      page: 'admin/nope',
    });
    await expect(entry.page()).rejects.toThrow('admin/nope');
  });

  it("loads the pages of the areas, and only those, through the areas' own chunk", () => {
    const areaModules = Object.keys(AREA_PAGE_MODULES).map((key) => key.slice(2, -'.tsx'.length));
    expect(areaModules.length).toBeGreaterThan(0);
    expect(areaModules.filter((page) => !isAreaPage(page))).toEqual([]);
    expect(isAreaPage('public/home')).toBe(false);
    expect(isAreaPage('quote/quote')).toBe(false);
    expect(isAreaPage('company/dashboard')).toBe(true);
  });

  it('nests quote tracking under /quote', () => {
    expect(routeTable.find((entry) => entry.path === '/quote/track/:token')?.parent).toBe('/quote');
  });

  it('lets the content listing through only for known content types', async () => {
    const validate = routeTable.find((entry) => entry.path === '/:contentType')?.validate;
    expect(validate).toBeDefined();
    for (const type of CONTENT_TYPES) {
      expect(await validate?.({ contentType: type }), type).toBe(true);
    }
    expect(await validate?.({ contentType: 'recipes' })).toBe(false);
    expect(await validate?.({})).toBe(false);
  });

  it('validates catalogue slugs against the service index, read once, asking for an unknown service', async () => {
    const check = async (path: string, params: Record<string, string>) =>
      routeTable.find((entry) => entry.path === path)?.validate?.(params);
    getDocument.mockClear();
    expect(await check('/services/:service', { service: 'plumber' })).toBe(true);
    expect(
      await check('/services/:service/:location', { service: 'plumber', location: 'leeds' }),
    ).toBe(true);
    expect(
      await check('/services/:service/:location', { service: 'plumber', location: 'atlantis' }),
    ).toBe(false);
    expect(await check('/emergency/:service', { service: 'locksmith' })).toBe(true);
    expect(await check('/emergency/:service', { service: 'painter-and-decorator' })).toBe(false);
    expect(await check('/tradespeople/:location', { location: 'cardiff' })).toBe(true);
    expect(await check('/tradespeople/:location', { location: 'nowhere-on-sea' })).toBe(false);
    // The live service index, once (then cached); towns are the build's.
    expect(getDocument.mock.calls).toEqual([['catalogueIndexes/services']]);
    // A service the index does not know may have been added since: one read says it was not.
    expect(await check('/services/:service', { service: 'astrologer' })).toBe(false);
    expect(getDocument).toHaveBeenCalledTimes(2);
    expect(getDocument).toHaveBeenLastCalledWith('services/astrologer');
  });

  it('refuses an article under a content type that is not its own before asking the database', async () => {
    const validate = routeTable.find((entry) => entry.path === '/:contentType/:slug')?.validate;
    expect(await validate?.({ contentType: 'recipes', slug: 'how-to-bleed-a-radiator' })).toBe(
      false,
    );
    expect(await validate?.({ contentType: 'how-to' })).toBe(false);
  });

  it('loads a page module with a default component for every route', async () => {
    const missing: string[] = [];
    for (const entry of routeTable) {
      try {
        const module = await entry.page();
        if (typeof module.default !== 'function') missing.push(entry.path);
      } catch (error) {
        missing.push(`${entry.path}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    expect(missing).toEqual([]);
  }, 60_000);
});
