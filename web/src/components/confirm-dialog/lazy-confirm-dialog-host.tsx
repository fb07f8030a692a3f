import { lazy, Suspense, useState } from 'react';

import { useConfirmStore } from '@/components/confirm-dialog/confirm-store';

const ConfirmDialogHost = lazy(() =>
  import('@/components/confirm-dialog/confirm-dialog-host').then((module) => ({
    default: module.ConfirmDialogHost,
  })),
);

/**
 * Mounted once by the app provider. Only a few screens ever ask, so the dialog's code and styles
 * arrive with the first `confirm()`; from then on the host stays mounted for the next question.
 */
export function LazyConfirmDialogHost() {
  const asking = useConfirmStore((state) => state.show);
  const [wanted, setWanted] = useState(false);
  if (asking && !wanted) setWanted(true);

  return wanted ? (
    <Suspense fallback={null}>
      <ConfirmDialogHost />
    </Suspense>
  ) : null;
}
