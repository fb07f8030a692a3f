import { hydrate } from '@tanstack/react-query';

import { queryClient } from '@/lib/query-client';

// Runs on import, before the router is created: a prerendered page ships the data it was rendered
// with (web/scripts/prerender.mjs), and route validation and the first render read it from the
// cache instead of asking Firestore again.
const root = document.getElementById('root');
const shipped = document.getElementById('prerendered-queries')?.textContent;
if (root?.dataset.prerendered === window.location.pathname && shipped) {
  try {
    hydrate(queryClient, JSON.parse(shipped));
  } catch {
    // Unreadable data: the page loads it from Firestore as usual.
  }
}
