import type { ComponentType } from 'react';

// The route table's vocabulary. Types only, so the table (config/routes.ts), the router that
// resolves it (app/routes) and the build scripts that read it all depend on this module and it on
// nothing of theirs.

export type LayoutName =
  | 'default'
  | 'auth'
  | 'admin'
  | 'company'
  | 'customer'
  | 'public'
  | 'professional-public'
  | 'empty'
  | 'none';

export type GuardName = 'auth' | 'role' | 'subscription';

export type RouteRole = 'admin';

/** A route validation, named here and implemented in app/routes/route-validators.ts. */
export type ValidatorName =
  | 'known-blog-post'
  | 'known-content-type'
  | 'known-content-article'
  | 'known-service'
  | 'emergency-service'
  | 'known-location'
  | 'known-service-in-location'
  | 'public-company';

/** A page module under app/routes, without its extension: `public/faq`. */
export type PageModuleName = `${string}/${string}`;

/**
 * A crumb that also opens a section: every page below its segment gets a trail (SPEC.md §9).
 * Without a label, the segment is a parameter whose known values have their own labels.
 */
export type BreadcrumbSection = { section: true; label?: string; url?: string };

/** One route as the table declares it. */
export type RouteDeclaration = {
  /**
   * The path as SPEC.md §2 writes it. A parameter may follow a fixed prefix inside a segment
   * (`view-:id`); the router turns that into a whole-segment parameter React Router accepts.
   */
  path: string;
  layout: LayoutName;
  /** Run in this order of precedence: auth → role → subscription, before the page loads. */
  guards: readonly GuardName[];
  /** Overrides the role the layout implies; only where it differs. */
  requiredRole?: RouteRole;
  /** Runs after the guards; a failure is a fatal 404. */
  validate?: ValidatorName;
  /** Renders inside the page of this path (its `<Outlet />`) instead of beside it. */
  parent?: string;
  title: string;
  page: PageModuleName;
  /** Listed in sitemap.xml with this priority, and prerendered. */
  sitemap?: number;
  /** Prerendered though not in the sitemap; a parameter is expanded to its known values. */
  prerender?: true;
  /**
   * The crumb for the path's last fixed segment (`/emergency/:service` → `emergency`), wherever
   * that segment appears in a trail. A one-segment page with a crumb gets the trail Home › crumb.
   */
  breadcrumb?: string | BreadcrumbSection;
  /**
   * `false` for a utility page reached from another page (a success or refresh page, a "new"
   * form): it is not listed in its area's menu.
   */
  menu?: false;
};

/** Parameters as the SPEC.md path names them (`id` for `view-:id`). */
export type RouteParams = Record<string, string | undefined>;

export type RouteValidator = (params: RouteParams) => boolean | Promise<boolean>;

export type PageModule = { default: ComponentType };

/** A declaration resolved for the router: its page loader and its validation. */
export type RouteEntry = Omit<RouteDeclaration, 'page' | 'validate'> & {
  page: () => Promise<PageModule>;
  validate?: RouteValidator;
};
