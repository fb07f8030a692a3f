import { lazy, Suspense, useState } from 'react';

import { useToastStore } from '@/components/toast/toast-store';

const Toaster = lazy(() =>
  import('@/components/toast/toaster').then((module) => ({ default: module.Toaster })),
);

/**
 * Mounted once by the app provider. Most visits never see a toast, so the toaster's code and
 * styles arrive with the first one; from then on it stays mounted, a live region ready for the next.
 */
export function LazyToaster() {
  const hasToasts = useToastStore((state) => state.toasts.length > 0);
  const [wanted, setWanted] = useState(false);
  if (hasToasts && !wanted) setWanted(true);

  return wanted ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}
