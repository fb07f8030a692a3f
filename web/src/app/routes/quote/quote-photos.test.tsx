import { QUOTE_PHOTO_MESSAGES, type QuotePhotoRef } from '@fixwell/common/quote/quote-photos';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type * as QuotePhotosApi from '@/features/quote-photos/api/quote-photos-data';

import {
  deleteQuotePhoto,
  QuotePhotoError,
  uploadQuotePhoto,
} from '@/features/quote-photos/api/quote-photos-data';
import { useQuotePhotoField } from '@/features/quote-photos/hooks/use-quote-photo-field';
import { QuoteRequestError } from '@/features/quote-request/api/quote-request-error';
import { submitQuoteRequest } from '@/features/quote-request/api/submit-quote-request';
import {
  QuoteRequestForm,
  WAITING_FOR_PHOTOS,
  type QuestionsQuery,
} from '@/features/quote-request/components/quote-request-form';
import { DRAFT_PREFIX } from '@/hooks/use-form-draft';

// The quote form with the app's photo support, as /quote, /customer/quotes/new and the widget
// render it. The api module is mocked at its edge: no test reaches the network.

vi.mock('@/features/quote-request/api/submit-quote-request', () => ({
  submitQuoteRequest: vi.fn(),
}));
vi.mock('@/features/quote-request/api/send-quote-funnel-events', () => ({
  sendQuoteFunnelEvents: vi.fn(),
  quoteFunnelEventsUrl: () => '/api/quote-form-events',
}));
vi.mock('@/features/quote-photos/api/quote-photos-data', async (importOriginal) => ({
  ...(await importOriginal<typeof QuotePhotosApi>()),
  uploadQuotePhoto: vi.fn(),
  deleteQuotePhoto: vi.fn(),
  fetchQuotePhoto: vi.fn(),
}));

const mockedSubmit = vi.mocked(submitQuoteRequest);
const mockedUpload = vi.mocked(uploadQuotePhoto);
const mockedDelete = vi.mocked(deleteQuotePhoto);

const SERVICES = [{ slug: 'plumber', name: 'Plumber' }];
const questionsQuery: QuestionsQuery = (slug) => ({
  queryKey: ['photo-test-questions', slug],
  queryFn: async () => [],
});
const DESCRIPTION = 'The kitchen tap drips all night and the washer looks worn.';

const ref = (n: number): QuotePhotoRef => ({
  id: n.toString(16).padStart(32, '0'),
  token: `${'t'.repeat(42)}${n}`,
});
const png = (name = 'leak.png') =>
  new File([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' });

function renderForm(options: { draftKey?: string; variant?: 'full' | 'compact' } = {}) {
  const onSubmitted = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const view = render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <QuoteRequestForm
          services={SERVICES}
          questionsQuery={questionsQuery}
          source="web"
          draftKey={options.draftKey ?? 'quote'}
          variant={options.variant ?? 'full'}
          onSubmitted={onSubmitted}
          usePhotos={useQuotePhotoField}
        />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  // The accept attribute would silently drop a wrong file; the picker must say why instead.
  return { user: userEvent.setup({ applyAccept: false }), onSubmitted, ...view };
}

type User = ReturnType<typeof userEvent.setup>;
const next = () => screen.getByRole('button', { name: 'Continue' });
const fileInput = () => screen.getByLabelText('Choose photos of the job');

async function toJobStep(user: User) {
  await user.selectOptions(screen.getByRole('combobox', { name: /What do you need/ }), 'plumber');
  await user.click(next());
  await screen.findByRole('heading', { name: /Step 2 of 4/ });
}

async function finishJobAndRest(user: User) {
  await user.click(screen.getByRole('radio', { name: 'Within 2 weeks' }));
  await user.click(screen.getByRole('radio', { name: '£250 to £1,000' }));
  await user.type(screen.getByLabelText('Describe the job'), DESCRIPTION);
  await user.click(next());
  await user.type(screen.getByLabelText('Postcode of the property'), 'LS6 2AB');
  await user.click(screen.getByRole('radio', { name: 'House' }));
  await user.click(next());
  await user.type(screen.getByLabelText('Your name'), 'Sarah Thompson');
  await user.type(screen.getByLabelText('Email'), 'sarah@example.co.uk');
  await user.type(screen.getByLabelText('Phone'), '07700 900123');
  await user.click(screen.getByRole('checkbox', { name: /may contact me/ }));
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

let objectUrls = 0;
beforeEach(() => {
  sessionStorage.clear();
  mockedSubmit.mockReset();
  mockedUpload.mockReset();
  mockedDelete.mockReset().mockResolvedValue(undefined);
  objectUrls = 0;
  // jsdom has neither object URLs nor a network; neither must be reached for real.
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.reject(new Error('No network in tests'))),
  );
  URL.createObjectURL = vi.fn(() => `blob:test/${(objectUrls += 1)}`);
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Quote form photos', () => {
  it('uploads a chosen photo at once and shows its thumbnail, count and progress', async () => {
    const upload = deferred<QuotePhotoRef>();
    mockedUpload.mockImplementation((_photo, options) => {
      options?.onProgress?.(0.4);
      return upload.promise;
    });
    const { user } = renderForm();
    await toJobStep(user);

    expect(screen.getByRole('group', { name: 'Photos (optional)' })).toBeInTheDocument();
    expect(screen.getByText('0 of 5')).toBeInTheDocument();
    await user.upload(fileInput(), png());

    expect(await screen.findByRole('progressbar', { name: 'Upload of photo 1' })).toHaveValue(40);
    expect(mockedUpload).toHaveBeenCalledTimes(1);
    expect(mockedUpload.mock.calls[0]![0]).toBeInstanceOf(Blob);
    upload.resolve(ref(1));

    expect(await screen.findByText('Uploaded')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Photo 1 of 1' })).toHaveAttribute('src', 'blob:test/1');
    expect(screen.getByText('1 of 5')).toBeInTheDocument();
    expect(screen.getByText('Photo 1 uploaded.')).toBeInTheDocument();
    // The draft keeps the reference, so a reload finds the photo again.
    await waitFor(() =>
      expect(sessionStorage.getItem(`${DRAFT_PREFIX}quote`)).toContain(ref(1).token),
    );
  });

  it('refuses a file of the wrong type before any upload', async () => {
    const { user } = renderForm();
    await toJobStep(user);
    await user.upload(fileInput(), new File(['GIF89a'], 'drip.gif', { type: 'image/gif' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(QUOTE_PHOTO_MESSAGES.wrongType);
    expect(mockedUpload).not.toHaveBeenCalled();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('says when the browser cannot read a photo, without uploading it', async () => {
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(() => Promise.reject(new Error('decode failed'))),
    );
    const { user } = renderForm();
    await toJobStep(user);
    await user.upload(fileInput(), png('broken.png'));
    expect(await screen.findByText(QUOTE_PHOTO_MESSAGES.unreadable)).toBeInTheDocument();
    expect(mockedUpload).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Remove photo 1' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry photo 1' })).toBeNull();
  });

  it('takes at most five photos and says why the rest were left out', async () => {
    let n = 0;
    mockedUpload.mockImplementation(() => Promise.resolve(ref((n += 1))));
    const { user } = renderForm();
    await toJobStep(user);
    await user.upload(
      fileInput(),
      Array.from({ length: 6 }, (_, index) => png(`photo-${index}.png`)),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(QUOTE_PHOTO_MESSAGES.tooMany);
    await waitFor(() => expect(screen.getAllByText('Uploaded')).toHaveLength(5));
    expect(mockedUpload).toHaveBeenCalledTimes(5);
    expect(screen.getByRole('img', { name: 'Photo 5 of 5' })).toBeInTheDocument();
    expect(screen.getByText('5 of 5')).toBeInTheDocument();

    // Full: the button stays reachable and says so rather than opening the chooser.
    await user.click(screen.getByRole('button', { name: 'Add photos' }));
    expect(screen.getByRole('alert')).toHaveTextContent(QUOTE_PHOTO_MESSAGES.tooMany);
  });

  it('removes a photo, deletes the upload and keeps focus in the picker', async () => {
    mockedUpload.mockResolvedValueOnce(ref(1)).mockResolvedValueOnce(ref(2));
    const { user } = renderForm();
    await toJobStep(user);
    await user.upload(fileInput(), [png('a.png'), png('b.png')]);
    await waitFor(() => expect(screen.getAllByText('Uploaded')).toHaveLength(2));

    await user.click(screen.getByRole('button', { name: 'Remove photo 1' }));
    expect(mockedDelete).toHaveBeenCalledWith(ref(1));
    expect(screen.getByRole('img', { name: 'Photo 1 of 1' })).toHaveAttribute('src', 'blob:test/2');
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:test/1');
    expect(screen.getByRole('button', { name: 'Add photos' })).toHaveFocus();
    expect(screen.getByText('Photo 1 removed.')).toBeInTheDocument();
    await waitFor(() => {
      const saved = sessionStorage.getItem(`${DRAFT_PREFIX}quote`)!;
      expect(saved).not.toContain(ref(1).id);
      expect(saved).toContain(ref(2).id);
    });
  });

  it('shows the draft’s photos again after a reload, through their token links', async () => {
    sessionStorage.setItem(
      `${DRAFT_PREFIX}quote`,
      JSON.stringify({
        step: 'job',
        values: { service: 'plumber', photos: [ref(1), ref(2), { id: 'bad', token: 'x' }] },
      }),
    );
    renderForm();
    const first = await screen.findByRole('img', { name: 'Photo 1 of 2' });
    expect(first.getAttribute('src')).toMatch(
      new RegExp(`/quote-photos/${ref(1).id}\\?token=${ref(1).token}$`),
    );
    expect(screen.getByRole('img', { name: 'Photo 2 of 2' })).toBeInTheDocument();
    expect(screen.getByText('2 of 5')).toBeInTheDocument();
    expect(mockedUpload).not.toHaveBeenCalled();
  });

  it('says so when a photo in the draft has expired, and leaves it out of the request', async () => {
    sessionStorage.setItem(
      `${DRAFT_PREFIX}quote`,
      JSON.stringify({ step: 'job', values: { service: 'plumber', photos: [ref(1), ref(2)] } }),
    );
    renderForm();
    fireEvent.error(await screen.findByRole('img', { name: 'Photo 1 of 2' }));
    expect(await screen.findByText(QUOTE_PHOTO_MESSAGES.invalidPhotos)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry photo 1' })).toBeNull();
    await waitFor(() => {
      const saved = sessionStorage.getItem(`${DRAFT_PREFIX}quote`)!;
      expect(saved).not.toContain(ref(1).id);
      expect(saved).toContain(ref(2).id);
    });
  });

  it('sends the photos with the request and clears them with the draft', async () => {
    mockedUpload.mockResolvedValueOnce(ref(7));
    mockedSubmit.mockResolvedValue({ id: 'q-1', trackingToken: 'tok' });
    const { user, onSubmitted } = renderForm();
    await toJobStep(user);
    await user.upload(fileInput(), png());
    await screen.findByText('Uploaded');
    await finishJobAndRest(user);
    await user.click(screen.getByRole('button', { name: 'Send my request' }));

    await waitFor(() => expect(onSubmitted).toHaveBeenCalled());
    expect(mockedSubmit.mock.calls[0]![0].photos).toEqual([ref(7)]);
    expect(sessionStorage.getItem(`${DRAFT_PREFIX}quote`)).toBeNull();
  });

  it('waits for a photo still uploading before sending, and says so', async () => {
    const upload = deferred<QuotePhotoRef>();
    mockedUpload.mockReturnValueOnce(upload.promise);
    mockedSubmit.mockResolvedValue({ id: 'q-2', trackingToken: 'tok' });
    const { user, onSubmitted } = renderForm();
    await toJobStep(user);
    await user.upload(fileInput(), png());
    await screen.findByRole('progressbar', { name: 'Upload of photo 1' });
    await finishJobAndRest(user);
    await user.click(screen.getByRole('button', { name: 'Send my request' }));

    expect(await screen.findByRole('status')).toHaveTextContent(WAITING_FOR_PHOTOS);
    expect(screen.getByRole('button', { name: 'Waiting for photos to upload…' })).toBeDisabled();
    expect(mockedSubmit).not.toHaveBeenCalled();

    upload.resolve(ref(3));
    await waitFor(() => expect(onSubmitted).toHaveBeenCalled());
    expect(mockedSubmit.mock.calls[0]![0].photos).toEqual([ref(3)]);
  });

  it('offers Retry for a failed upload and never lets it block the request', async () => {
    mockedUpload
      .mockRejectedValueOnce(new QuotePhotoError(QUOTE_PHOTO_MESSAGES.uploadFailed, 0, true))
      .mockResolvedValueOnce(ref(4))
      .mockRejectedValueOnce(new QuotePhotoError(QUOTE_PHOTO_MESSAGES.rateLimited, 429, true));
    mockedSubmit.mockResolvedValue({ id: 'q-3', trackingToken: 'tok' });
    const { user, onSubmitted } = renderForm();
    await toJobStep(user);
    await user.upload(fileInput(), png());
    expect(await screen.findByText(QUOTE_PHOTO_MESSAGES.uploadFailed)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry photo 1' }));
    expect(await screen.findByText('Uploaded')).toBeInTheDocument();

    await user.upload(fileInput(), png('second.png'));
    expect(await screen.findByText(QUOTE_PHOTO_MESSAGES.rateLimited)).toBeInTheDocument();
    await finishJobAndRest(user);
    expect(screen.getByText(/1 photo did not upload and will not be sent/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send my request' }));
    await waitFor(() => expect(onSubmitted).toHaveBeenCalled());
    expect(mockedSubmit.mock.calls[0]![0].photos).toEqual([ref(4)]);
  });

  it('shows the server’s message about an expired photo on the job step', async () => {
    mockedUpload.mockResolvedValueOnce(ref(5));
    mockedSubmit.mockRejectedValueOnce(
      new QuoteRequestError('Check the highlighted fields.', {
        fieldErrors: { photos: QUOTE_PHOTO_MESSAGES.invalidPhotos },
      }),
    );
    const { user } = renderForm();
    await toJobStep(user);
    await user.upload(fileInput(), png());
    await screen.findByText('Uploaded');
    await finishJobAndRest(user);
    await user.click(screen.getByRole('button', { name: 'Send my request' }));

    expect(await screen.findByRole('heading', { name: /Step 2 of 4/ })).toBeInTheDocument();
    const photos = screen.getByRole('group', { name: 'Photos (optional)' });
    expect(within(photos).getByRole('alert')).toHaveTextContent(QUOTE_PHOTO_MESSAGES.invalidPhotos);
    await user.click(screen.getByRole('button', { name: 'Remove photo 1' }));
    expect(within(photos).queryByRole('alert')).toBeNull();
  });

  it('works in the widget’s compact form', async () => {
    mockedUpload.mockResolvedValueOnce(ref(6));
    const { user, container } = renderForm({ draftKey: 'widget:acme', variant: 'compact' });
    await toJobStep(user);
    await user.upload(fileInput(), png());
    expect(await screen.findByRole('img', { name: 'Photo 1 of 1' })).toBeInTheDocument();
    expect(container.querySelector('.photo-picker--compact')).not.toBeNull();
  });
});
