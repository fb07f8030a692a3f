import { QUOTE_PHOTO_MESSAGES } from '@fixwell/common/quote/quote-photos';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type * as QuotePhotosApi from '@/features/quote-photos/api/quote-photos-data';

import {
  fetchQuotePhoto,
  PHOTO_LOAD_FAILED,
  QuotePhotoError,
} from '@/features/quote-photos/api/quote-photos-data';
import { QuotePhotoGallery } from '@/features/quote-photos/components/quote-photo-gallery';

vi.mock('@/features/quote-photos/api/quote-photos-data', async (importOriginal) => ({
  ...(await importOriginal<typeof QuotePhotosApi>()),
  fetchQuotePhoto: vi.fn(),
}));
const mockedFetch = vi.mocked(fetchQuotePhoto);

const PHOTOS = [{ id: 'a'.repeat(32) }, { id: 'b'.repeat(32) }];

function renderGallery(photos = PHOTOS, emptyMessage?: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return {
    user: userEvent.setup(),
    ...render(
      <QueryClientProvider client={client}>
        <QuotePhotoGallery photos={photos} emptyMessage={emptyMessage} />
      </QueryClientProvider>,
    ),
  };
}

beforeEach(() => {
  mockedFetch.mockReset();
  let made = 0;
  URL.createObjectURL = vi.fn(() => `blob:gallery/${(made += 1)}`);
  URL.revokeObjectURL = vi.fn();
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.reject(new Error('No network in tests'))),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('QuotePhotoGallery', () => {
  it('shows each photo loading, then as a thumbnail, and revokes its URL when it goes', async () => {
    let release: (blob: Blob) => void = () => undefined;
    mockedFetch.mockImplementation(
      () =>
        new Promise<Blob>((resolve) => {
          release = resolve;
        }),
    );
    const { unmount } = renderGallery([PHOTOS[0]!]);
    expect(screen.getByRole('status')).toHaveTextContent('Loading photo 1…');
    expect(mockedFetch).toHaveBeenCalledWith(PHOTOS[0]!.id, expect.anything());

    release(new Blob(['jpeg'], { type: 'image/jpeg' }));
    const image = await screen.findByRole('img', { name: 'Photo 1 of 1' });
    expect(image).toHaveAttribute('src', 'blob:gallery/1');
    unmount();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:gallery/1');
  });

  it('shows a failed photo with its message and lets it be tried again, others unaffected', async () => {
    mockedFetch.mockImplementation((id) =>
      id === PHOTOS[0]!.id
        ? Promise.reject(new QuotePhotoError(PHOTO_LOAD_FAILED, 503, true))
        : Promise.resolve(new Blob(['png'], { type: 'image/png' })),
    );
    const { user } = renderGallery();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `Photo 1 of 2: ${PHOTO_LOAD_FAILED}`,
    );
    expect(await screen.findByRole('img', { name: 'Photo 2 of 2' })).toBeInTheDocument();

    mockedFetch.mockResolvedValue(new Blob(['jpeg'], { type: 'image/jpeg' }));
    await user.click(screen.getByRole('button', { name: 'Try loading photo 1 again' }));
    expect(await screen.findByRole('img', { name: 'Photo 1 of 2' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('does not offer to try again a photo the person may not see', async () => {
    mockedFetch.mockRejectedValue(new QuotePhotoError(QUOTE_PHOTO_MESSAGES.notFound, 404, false));
    renderGallery([PHOTOS[0]!]);
    expect(await screen.findByRole('alert')).toHaveTextContent(QUOTE_PHOTO_MESSAGES.notFound);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('opens the full photo in a dialog that Close and Escape shut, returning focus', async () => {
    mockedFetch.mockResolvedValue(new Blob(['jpeg'], { type: 'image/jpeg' }));
    const { user } = renderGallery();
    const open = await screen.findByRole('button', { name: 'Open photo 2 of 2 full size' });
    await user.click(open);
    const dialog = screen.getByRole('dialog', { name: 'Photo 2 of 2' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(open).toHaveFocus();

    await user.click(open);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('renders nothing without photos, or the empty message when given', () => {
    const { container, unmount } = renderGallery([]);
    expect(container).toBeEmptyDOMElement();
    unmount();
    renderGallery([], 'The customer did not add photos.');
    expect(screen.getByText('The customer did not add photos.')).toBeInTheDocument();
    expect(mockedFetch).not.toHaveBeenCalled();
  });
});
