import '@/app/prerendered-data';

import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { App } from '@/app/app';
import { router } from '@/app/router';
import { loadLocationIndex, loadServiceIndex } from '@/features/catalogue/catalogue-index';
import '@/styles/global.css';

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');

/** Resolves once the router has loaded the first page's modules and run its loaders. */
function routerReady(): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

/**
 * A prerendered page (web/scripts/prerender.mjs) is already on screen. Take over only once the
 * app can draw the same page, so the first render replaces it with identical content instead of a
 * spinner.
 */
async function start(root: HTMLElement) {
  const prerendered = root.dataset.prerendered === window.location.pathname;
  if (prerendered) {
    const indexes = (root.dataset.indexes ?? '').split(',');
    await Promise.all([
      routerReady(),
      indexes.includes('services') ? loadServiceIndex() : null,
      indexes.includes('locations') ? loadLocationIndex() : null,
    ]).catch(() => {});
    // The page renders its own head tags; the prerendered copies would be duplicates.
    document.querySelectorAll('[data-prerendered-head]').forEach((tag) => tag.remove());
  }
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  // Over a prerendered page the first render is not urgent: as a transition React renders it in
  // slices, so the page stays responsive while the app takes over.
  if (prerendered) startTransition(() => createRoot(root).render(app));
  else createRoot(root).render(app);
}

void start(container);
