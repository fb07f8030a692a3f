import { afterEach, describe, expect, it, vi } from 'vitest';

async function loadWithStorage(available: boolean) {
  vi.resetModules();
  vi.doMock('@/config/env', () => ({
    env: { VITE_STORAGE_AVAILABLE: available, VITE_USE_EMULATORS: false },
  }));
  vi.doMock('@/lib/firebase', () => ({ firebaseApp: () => ({}) }));
  vi.doMock('firebase/storage', () => ({
    getStorage: vi.fn(() => ({ kind: 'storage' })),
    connectStorageEmulator: vi.fn(),
  }));
  return import('./file-storage');
}

describe('file storage', () => {
  afterEach(() => {
    vi.doUnmock('@/config/env');
    vi.doUnmock('@/lib/firebase');
    vi.doUnmock('firebase/storage');
  });

  it('refuses uploads with a clear message where storage cannot run', async () => {
    const module = await loadWithStorage(false);
    expect(module.fileStorageAvailable()).toBe(false);
    await expect(module.fileStorage()).rejects.toThrow(
      'File storage is not available in this environment',
    );
  });

  it('loads the Storage SDK once where storage is available', async () => {
    const module = await loadWithStorage(true);
    const first = await module.fileStorage();
    expect(first).toEqual({ kind: 'storage' });
    expect(await module.fileStorage()).toBe(first);
  });
});
