import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

import { uninstallCatalogueIndex } from '@/testing/fake-catalogue-index';
import { uninstallPublicReader } from '@/testing/fake-public-reader';

// Pages load lazily through the router; on a busy two-core CI machine the default one second for
// findBy/waitFor is sometimes not enough for a page module to arrive.
configure({ asyncUtilTimeout: 4000 });

// The one seam for public data: these pass through to the real modules until a test calls
// installFakePublicData() (fake-public-data.ts).
vi.mock('@/lib/firestore-rest', async (importOriginal) =>
  (await import('@/testing/fake-public-reader')).withFakePublicReader(await importOriginal()),
);
vi.mock('@/features/catalogue/catalogue-index', async (importOriginal) =>
  (await import('@/testing/fake-catalogue-index')).withFakeCatalogueIndex(await importOriginal()),
);

// The navigation's live counts (messages, notifications, new leads, the admin queues) listen to Firestore on every
// signed-in page. A page test that is not about them gets none (0), rather than an SDK trying to
// reach the network; tests of the counts mock these data modules themselves.
vi.mock('@/features/conversations/api/conversations-data', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  watchUnreadMessageCount: (_uid: string, onData: (count: number) => void) => {
    onData(0);
    return () => {};
  },
}));
vi.mock('@/features/leads/api/leads-data', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  watchNewLeadCount: (_uid: string, onData: (count: number) => void) => {
    onData(0);
    return () => {};
  },
}));
vi.mock('@/features/contact-inbox/api/contact-inbox-data', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  watchNewContactMessageCount: (onData: (count: number) => void) => {
    onData(0);
    return () => {};
  },
}));
vi.mock('@/features/support/api/support-data', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  watchOpenTicketCount: (onData: (count: number) => void) => {
    onData(0);
    return () => {};
  },
}));
vi.mock('@/features/stickers/api/stickers-data', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  watchNewStickerOrderCount: (onData: (count: number) => void) => {
    onData(0);
    return () => {};
  },
}));
vi.mock('@/features/verification/api/verification-data', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  watchSubmittedCheckCount: (onData: (count: number) => void) => {
    onData(0);
    return () => {};
  },
}));
vi.mock('@/features/notifications/api/notifications-data', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  watchUnreadNotificationCount: (_uid: string, onData: (count: number) => void) => {
    onData(0);
    return () => {};
  },
}));

afterEach(() => {
  cleanup();
  uninstallPublicReader();
  uninstallCatalogueIndex();
});
