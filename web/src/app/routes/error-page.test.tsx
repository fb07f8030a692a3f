import { render, screen, waitFor, within } from '@testing-library/react';
import { HelmetProvider } from 'react-helmet-async';
import { createMemoryRouter, data, RouterProvider } from 'react-router';
import type * as ChunkReloadModule from '@/lib/chunk-reload';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import ErrorPage from '@/app/routes/error-page';
import { reloadOnceForChunkError } from '@/lib/chunk-reload';
import { reportError } from '@/lib/error-reporting';
import { setAuthState } from '@/testing/test-utils';

vi.mock('@/lib/error-reporting', () => ({ reportError: vi.fn() }));
vi.mock('@/lib/chunk-reload', async (importOriginal) => ({
  ...(await importOriginal<typeof ChunkReloadModule>()),
  reloadOnceForChunkError: vi.fn(() => true),
}));

function renderError(thrown: unknown, path = '/broken') {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        loader: () => {
          throw thrown;
        },
        Component: () => null,
        ErrorBoundary: ErrorPage,
      },
    ],
    { initialEntries: [path] },
  );
  return render(
    <HelmetProvider>
      <RouterProvider router={router} />
    </HelmetProvider>,
  );
}

beforeEach(() => {
  vi.mocked(reportError).mockClear();
  vi.mocked(reloadOnceForChunkError).mockClear();
  setAuthState(null);
});

describe('ErrorPage', () => {
  it('shows a 404 with its title, description and links, marked noindex', async () => {
    renderError(data({ message: 'Page Not Found: /broken', fatal: true }, { status: 404 }));
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading).toHaveTextContent('404 Page Not Found');
    expect(
      screen.getByText(
        'The page you are looking for does not exist. It may have been moved or deleted.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Page Not Found: /broken')).toBeInTheDocument();

    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'Go Home' })).toHaveAttribute('href', '/');
    const hrefs = within(main)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(expect.arrayContaining(['/services', '/blog', '/quote']));

    await waitFor(() =>
      expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute(
        'content',
        'noindex',
      ),
    );
    expect(reportError).not.toHaveBeenCalled();
  });

  it('shows a 500 as a server error and reports it', async () => {
    renderError(data('boom', { status: 500 }));
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('500 Server Error');
    expect(
      screen.getByText('We are experiencing technical difficulties. Please try again later.'),
    ).toBeInTheDocument();
    // Reported from an effect, after the page has drawn.
    await waitFor(() => expect(reportError).toHaveBeenCalled());
  });

  it('treats an unexpected exception as a 500', async () => {
    renderError(new Error('kaboom'));
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('500 Server Error');
    expect(reportError).toHaveBeenCalledWith(expect.any(Error), expect.anything());
  });

  it('shows any other status as Something Went Wrong with the error message', async () => {
    renderError(data('You do not have access to this document.', { status: 403 }));
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      '403 Something Went Wrong',
    );
    expect(screen.getByText('You do not have access to this document.')).toBeInTheDocument();
  });

  it('falls back to a generic message when an error has none', async () => {
    renderError(data(null, { status: 418 }));
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      '418 Something Went Wrong',
    );
    expect(screen.getByText('An unexpected error occurred. Please try again.')).toBeInTheDocument();
  });

  it('reloads once for a chunk that failed to load instead of reporting it', async () => {
    renderError(
      new TypeError('Failed to fetch dynamically imported module: /assets/faq-abc.js'),
      '/faq',
    );
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(reloadOnceForChunkError).toHaveBeenCalledWith('/faq'));
    expect(reportError).not.toHaveBeenCalled();
  });
});
