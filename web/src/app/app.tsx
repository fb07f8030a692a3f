import { useEffect } from 'react';
import { RouterProvider } from 'react-router';

import { startGlobalBehaviours } from '@/app/global-behaviours';
import { AppProvider } from '@/app/provider';
import { router } from '@/app/router';

export function App() {
  useEffect(() => startGlobalBehaviours({ router }), []);

  return (
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
