import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

export type BuildRedirectRule = { from: string; to: string };

/** `20261122T101500Z-3fa9c1`: sortable by time, unique per build. FIXWELL_BUILD_ID overrides it. */
export function createBuildId(now: Date = new Date()): string {
  const stamp = now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  return `${stamp}-${randomBytes(3).toString('hex')}`;
}

function isPath(value: string): boolean {
  return value.startsWith('/') && !value.startsWith('//');
}

function isHttpsUrl(value: string): boolean {
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}

/** Reads the rules file and fails the build, naming the entry, when one is malformed. */
export function readRedirects(file: string): BuildRedirectRule[] {
  const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (!Array.isArray(parsed))
    throw new Error(`${file} must hold a JSON array of { from, to } rules.`);
  return parsed.map((rule: unknown, index) => {
    const { from, to } = (rule ?? {}) as { from?: unknown; to?: unknown };
    if (typeof from !== 'string' || !isPath(from)) {
      throw new Error(
        `${file}[${index}].from must be a path beginning with "/" (a trailing "*" matches a prefix).`,
      );
    }
    if (typeof to !== 'string' || !(isPath(to) || isHttpsUrl(to))) {
      throw new Error(
        `${file}[${index}].to must be a path beginning with "/" or an absolute https:// URL.`,
      );
    }
    return { from, to };
  });
}

/**
 * Gives every build an id (`__BUILD_ID__` in the client) and publishes its metadata:
 * `build/latest.json` `{ buildId, builtAt }` for the client's "is there a newer build?" poll, and
 * `build/<buildId>.json` `{ buildId, builtAt, redirects }` with the redirect rules of that build.
 * The dev server answers the same URLs for the id `dev`, reading the rules fresh on every request.
 */
export function buildMetadataPlugin(options: { redirectsFile: string }): Plugin {
  let buildId = 'dev';
  const builtAt = new Date();

  return {
    name: 'fixwell:build-metadata',
    config(_config, { command }) {
      if (command === 'build') buildId = process.env.FIXWELL_BUILD_ID || createBuildId(builtAt);
      return { define: { __BUILD_ID__: JSON.stringify(buildId) } };
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const path = (req.url ?? '').split('?')[0];
        if (path !== '/build/latest.json' && path !== `/build/${buildId}.json`) return next();
        try {
          const body =
            path === '/build/latest.json'
              ? { buildId, builtAt: builtAt.toISOString() }
              : {
                  buildId,
                  builtAt: builtAt.toISOString(),
                  redirects: readRedirects(options.redirectsFile),
                };
          res.setHeader('content-type', 'application/json');
          res.setHeader('cache-control', 'no-store');
          res.end(JSON.stringify(body));
        } catch (error) {
          next(error);
        }
      });
    },
    generateBundle() {
      const redirects = readRedirects(options.redirectsFile);
      const latest = { buildId, builtAt: builtAt.toISOString() };
      this.emitFile({
        type: 'asset',
        fileName: 'build/latest.json',
        source: `${JSON.stringify(latest, null, 2)}\n`,
      });
      this.emitFile({
        type: 'asset',
        fileName: `build/${buildId}.json`,
        source: `${JSON.stringify({ ...latest, redirects }, null, 2)}\n`,
      });
    },
  };
}
