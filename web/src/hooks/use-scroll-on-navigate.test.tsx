import { render, screen, waitFor } from '@testing-library/react';
import { useEffect, useState, type ReactNode } from 'react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { useScrollOnNavigate } from '@/hooks/use-scroll-on-navigate';

/** Stands in for a lazily loaded page whose content arrives a moment after the URL changes. */
function SlowPage() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), 120);
    return () => clearTimeout(timer);
  }, []);
  return (
    <>
      <h1>Company</h1>
      {ready ? <h2 id="reviews">Reviews</h2> : null}
    </>
  );
}

function Layout({ children }: { children: ReactNode }) {
  useScrollOnNavigate();
  return (
    <>
      <nav>
        <Link to="/">Home</Link>
        <Link to="/services">Services</Link>
        <Link to="/faq#payments">Payment questions</Link>
        <Link to="/services?trade=plumbing">Plumbing</Link>
        <Link to="/company#reviews">Reviews</Link>
        <Link to="/services#nowhere">Missing section</Link>
      </nav>
      {children}
    </>
  );
}

function renderAt(url: string) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Layout>
        <Routes>
          <Route path="/" element={<h1>Home</h1>} />
          <Route path="/services" element={<h1>Services</h1>} />
          <Route path="/company" element={<SlowPage />} />
          <Route
            path="/faq"
            element={
              <>
                <h1>FAQ</h1>
                <h2 id="payments">Payments</h2>
              </>
            }
          />
        </Routes>
      </Layout>
    </MemoryRouter>,
  );
}

function preferReducedMotion(reduce: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: reduce && query === '(prefers-reduced-motion: reduce)',
      media: query,
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
    })),
  );
}

describe('useScrollOnNavigate', () => {
  const scrollTo = vi.fn();
  const scrollIntoView = vi.fn();

  beforeEach(() => {
    scrollTo.mockReset();
    scrollIntoView.mockReset();
    vi.stubGlobal('scrollTo', scrollTo);
    Element.prototype.scrollIntoView = scrollIntoView;
    preferReducedMotion(false);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('leaves the first page where the browser put it', () => {
    renderAt('/');
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('scrolls smoothly to the top when the page changes', async () => {
    const user = userEvent.setup();
    renderAt('/');

    await user.click(screen.getByRole('link', { name: 'Services' }));

    expect(screen.getByRole('heading', { level: 1, name: 'Services' })).toBeInTheDocument();
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'smooth' });
  });

  it('scrolls to the element the hash names', async () => {
    const user = userEvent.setup();
    renderAt('/');

    await user.click(screen.getByRole('link', { name: 'Payment questions' }));

    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    expect(scrollIntoView.mock.contexts[0]).toBe(screen.getByRole('heading', { name: 'Payments' }));
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('scrolls to a hash target on the first page too', () => {
    renderAt('/faq#payments');
    expect(scrollIntoView.mock.contexts[0]).toBe(screen.getByRole('heading', { name: 'Payments' }));
  });

  it('jumps instantly when the user prefers reduced motion', async () => {
    preferReducedMotion(true);
    const user = userEvent.setup();
    renderAt('/');

    await user.click(screen.getByRole('link', { name: 'Services' }));

    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'auto' });
  });

  it('does not scroll when only the query string changes', async () => {
    const user = userEvent.setup();
    renderAt('/services');

    await user.click(screen.getByRole('link', { name: 'Plumbing' }));

    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('waits for a hash target that renders late', async () => {
    const user = userEvent.setup();
    renderAt('/');

    await user.click(screen.getByRole('link', { name: 'Reviews' }));

    const heading = await screen.findByRole('heading', { name: 'Reviews' });
    await waitFor(() => expect(scrollIntoView.mock.contexts[0]).toBe(heading));
  });

  it('falls back to the top of a new page when the hash target never appears', async () => {
    const user = userEvent.setup();
    renderAt('/');

    await user.click(screen.getByRole('link', { name: 'Missing section' }));

    await waitFor(
      () => expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0, behavior: 'smooth' }),
      {
        timeout: 2000,
      },
    );
    expect(scrollIntoView).not.toHaveBeenCalled();
  });
});
