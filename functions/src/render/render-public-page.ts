import { onRequest } from 'firebase-functions/https';

import { appUrl } from '../lib/app-url';
import { logError } from '../lib/log';
import { encodePage, pageEncoding, renderAnswer, type RenderOutcome } from './render-response';
import { loadSsr } from './ssr-bundle';

// Public pages that are not prerendered (web/scripts/rendered-paths.ts; firebase.json rewrites them
// here): drawn now by the same renderer as the build's prerendered pages (web/src/entry-prerender),
// with their data read live from Firestore as a signed-out visitor, and assembled into the same
// HTML (web/scripts/page-html.ts), so the browser hydrates them the same way.

export const renderPublicPage = onRequest(
  // React's server render of a long page takes a few hundred MB at most; many requests share an
  // instance, and each mostly waits on Firestore.
  { invoker: 'public', memory: '512MiB', concurrency: 40 },
  async (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.set('Allow', 'GET, HEAD').status(405).send('Method not allowed');
      return;
    }
    let ssr;
    try {
      ssr = await loadSsr();
    } catch (error) {
      logError('renderPublicPage: the server bundle is missing (run npm run build -w web)', error);
      res.set('Cache-Control', 'no-store').status(503).send('Service unavailable');
      return;
    }
    const { bundle, pageTemplate, appShell } = ssr;
    const path = req.path;
    let outcome: RenderOutcome;
    if (!bundle.isRenderedOnRequest(path)) outcome = { kind: 'app', reason: 'not a rendered path' };
    else {
      try {
        outcome = await bundle.renderOnRequest(req.url || path, appUrl());
      } catch (error) {
        const cause = (error as { cause?: unknown } | null)?.cause;
        logError(`renderPublicPage: could not render ${path}`, error, {
          cause: cause instanceof Error ? `${cause.name}: ${cause.message}` : String(cause ?? ''),
        });
        outcome = { kind: 'failed' };
      }
    }
    const answer = renderAnswer(outcome);
    const html =
      answer.body === 'app-shell' || outcome.kind !== 'page'
        ? appShell
        : bundle.composePage(pageTemplate, path, outcome.html, outcome.queries, {
            noindex: answer.noindex,
          });
    // Compressed here: Hosting passes a function's answer on as it is (render-response.ts).
    const encoding = pageEncoding(req.get('accept-encoding'));
    res.status(answer.status).set(answer.headers).vary('Accept-Encoding');
    if (encoding !== 'identity') res.set('Content-Encoding', encoding);
    res.send(encodePage(html, encoding));
  },
);
