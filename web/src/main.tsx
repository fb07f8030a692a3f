import '@/app/prerendered-data';

import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';

import { App } from '@/app/app';
import { router } from '@/app/router';
import { setSessionNavigator } from '@/features/auth/auth-session';
import { loadLocationIndex, loadServiceIndex } from '@/features/catalogue/catalogue-index';
import '@/styles/global.css';

// An ended session (deactivated elsewhere) moves to the sign-in page inside the app.
setSessionNavigator((to) => void router.navigate(to));

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

/** Marked on <html> so end-to-end tests can tell a page was redrawn rather than hydrated. */
function noteHydrationMismatch(error: unknown): void {
  document.documentElement.dataset.prerenderRedrawn = 'true';
  if (import.meta.env.DEV) console.info('The prerendered page was redrawn:', error);
}

/**
 * A prerendered page (web/scripts/prerender.mjs) is already on screen. Take over only once the
 * app can render the same page (its route modules, data and indexes loaded), so React can hydrate
 * it instead of showing a spinner.
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
  // Over a prerendered page React hydrates the markup already on screen rather than drawing it
  // again, and as a transition it does so in slices, so the page stays responsive while the app
  // takes over. The header's account menu waits for hydration, so a signed-in visitor's page
  // hydrates too; markup that still differed would be redrawn by React on its own.
  if (prerendered) {
    startTransition(() => {
      hydrateRoot(root, app, { onRecoverableError: noteHydrationMismatch });
    });
  } else createRoot(root).render(app);
}

void start(container);
