import { useEffect } from 'react';
import { RouterProvider } from 'react-router';

import { startGlobalBehaviours } from '@/app/global-behaviours';
import { AppProvider } from '@/app/provider';
import { router } from '@/app/router';

export function App() {
  useEffect(() => startGlobalBehaviours({ router }), []);
  // Marks the moment the app has taken over (from a prerendered page, too): end-to-end tests and
  // anything else that must not click before then wait for it.
  useEffect(() => {
    document.documentElement.dataset.appReady = 'true';
  }, []);

  return (
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
