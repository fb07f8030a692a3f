import type { UseQueryResult } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { PagedQuery } from '@/components/paged-query';

type Page = { items: string[]; hasMore: boolean };

function queryLike(state: Partial<UseQueryResult<Page>>): UseQueryResult<Page> {
  return {
    isPending: false,
    isError: false,
    isFetching: false,
    data: undefined,
    refetch: vi.fn(),
    ...state,
  } as never;
}

function renderPaged(query: UseQueryResult<Page>, onShowMore = vi.fn()) {
  render(
    <PagedQuery
      query={query}
      what="the orders"
      hasMore={(page) => page.hasMore}
      moreLabel="Show more orders"
      onShowMore={onShowMore}
    >
      {(page) => (
        <ul>
          {page.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
    </PagedQuery>,
  );
  return onShowMore;
}

describe('PagedQuery', () => {
  it('says what is loading', () => {
    renderPaged(queryLike({ isPending: true }));
    expect(screen.getByRole('status')).toHaveTextContent('Loading the orders…');
  });

  it('says what failed and retries on request', async () => {
    const refetch = vi.fn();
    renderPaged(queryLike({ isError: true, refetch }));
    expect(screen.getByRole('alert')).toHaveTextContent('We could not load the orders.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalled();
  });

  it('shows the page and asks for more while there is more', async () => {
    const onShowMore = renderPaged(queryLike({ data: { items: ['One', 'Two'], hasMore: true } }));
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['One', 'Two']);
    await userEvent.click(screen.getByRole('button', { name: 'Show more orders' }));
    expect(onShowMore).toHaveBeenCalledTimes(1);
  });

  it('keeps the page while the next one loads', () => {
    renderPaged(queryLike({ data: { items: ['One'], hasMore: true }, isFetching: true }));
    expect(screen.getByText('One')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Loading…' })).toBeDisabled();
  });

  it('offers no more at the end, and keeps the page when a refresh fails', () => {
    renderPaged(queryLike({ data: { items: ['One'], hasMore: false }, isError: true }));
    expect(screen.getByText('One')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
