/**
 * Redirect rules shipped with each build (web/build-redirects.json → build/<buildId>.json).
 * `from` is an exact path (`/old-page`) or a prefix ending in `*` (`/old-blog/*`); `to` is a
 * same-site path or an absolute https URL. When both end in `*`, the rest of the path carries over:
 * `{ from: '/guides/*', to: '/blog/*' }` sends `/guides/boilers` to `/blog/boilers`.
 */
export type BuildRedirect = { from: string; to: string };

export type RedirectTarget = { kind: 'path'; to: string } | { kind: 'external'; to: string };

function isSameSitePath(value: string): boolean {
  return value.startsWith('/') && !value.startsWith('//') && !value.includes('\\');
}

function isHttpsUrl(value: string): boolean {
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}

/** Keeps only well-formed rules, so one bad entry cannot send visitors somewhere unsafe. */
export function validRedirects(rules: unknown): BuildRedirect[] {
  if (!Array.isArray(rules)) return [];
  return rules.filter(
    (rule): rule is BuildRedirect =>
      typeof rule === 'object' &&
      rule !== null &&
      typeof (rule as BuildRedirect).from === 'string' &&
      typeof (rule as BuildRedirect).to === 'string' &&
      isSameSitePath((rule as BuildRedirect).from) &&
      (isSameSitePath((rule as BuildRedirect).to) || isHttpsUrl((rule as BuildRedirect).to)),
  );
}

function normalisePath(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/** Returns what remains of `pathname` after the rule's prefix, or null when the rule does not match. */
function matchRule(rule: BuildRedirect, pathname: string): string | null {
  const path = normalisePath(pathname);
  if (!rule.from.endsWith('*')) return normalisePath(rule.from) === path ? '' : null;
  const prefix = rule.from.slice(0, -1);
  if (prefix.endsWith('/')) {
    if (path === normalisePath(prefix)) return '';
    return path.startsWith(prefix) ? path.slice(prefix.length) : null;
  }
  return path.startsWith(prefix) ? path.slice(prefix.length).replace(/^\/+/, '') : null;
}

/** The first rule that matches decides; a target equal to where we already are is no redirect. */
export function resolveRedirect(
  pathname: string,
  rules: readonly BuildRedirect[],
  currentOrigin?: string,
): RedirectTarget | null {
  for (const rule of validRedirects(rules)) {
    const rest = matchRule(rule, pathname);
    if (rest === null) continue;
    let to = rule.to;
    if (to.endsWith('*')) {
      const base = to.slice(0, -1);
      to = rest ? `${base.replace(/\/*$/, '/')}${rest}` : normalisePath(base) || '/';
    }
    if (isHttpsUrl(to)) {
      const target = new URL(to);
      if (
        target.origin === currentOrigin &&
        normalisePath(target.pathname) === normalisePath(pathname)
      )
        return null;
      return { kind: 'external', to };
    }
    if (normalisePath(to.split(/[?#]/)[0] ?? to) === normalisePath(pathname)) return null;
    return { kind: 'path', to };
  }
  return null;
}
