import type { UseQueryResult } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { QueryState } from '@/components/query-state';

function queryLike(state: Partial<UseQueryResult<string>>): UseQueryResult<string> {
  return { isPending: false, isError: false, data: undefined, refetch: vi.fn(), ...state } as never;
}

describe('QueryState', () => {
  it('shows the placeholder while loading, marked busy', () => {
    render(
      <QueryState query={queryLike({ isPending: true })} what="the prices" placeholder={<p>…</p>}>
        {(data) => <p>{data}</p>}
      </QueryState>,
    );
    expect(screen.getByText('…').parentElement).toHaveAttribute('aria-busy', 'true');
  });

  it('says what failed and retries on request', async () => {
    const refetch = vi.fn();
    render(
      <QueryState query={queryLike({ isError: true, refetch })} what="the prices">
        {(data) => <p>{data}</p>}
      </QueryState>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(
      'We could not load the prices. Please check your connection and try again.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalled();
  });

  it('renders the data', () => {
    render(
      <QueryState query={queryLike({ data: 'From £90' })} what="the prices">
        {(data) => <p>{data}</p>}
      </QueryState>,
    );
    expect(screen.getByText('From £90')).toBeInTheDocument();
  });
});
