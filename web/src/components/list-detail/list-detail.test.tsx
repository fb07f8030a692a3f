import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { ListDetail } from '@/components/list-detail/list-detail';

describe('ListDetail', () => {
  it('shows the list and, once something is picked, marks the detail open for phones', () => {
    const { container, rerender } = render(
      <ListDetail
        className="chat"
        detailOpen={false}
        list={<nav aria-label="Conversations" />}
        detail={null}
      />,
    );
    expect(screen.getByRole('navigation', { name: 'Conversations' })).toBeInTheDocument();
    expect(container.firstChild).toHaveClass('list-detail', 'chat');
    expect(container.firstChild).not.toHaveClass('list-detail--detail-open');

    rerender(
      <ListDetail
        className="chat"
        detailOpen
        list={<nav aria-label="Conversations" />}
        detail={<section aria-label="Jane Smith" />}
      />,
    );
    expect(screen.getByRole('region', { name: 'Jane Smith' })).toBeInTheDocument();
    expect(container.firstChild).toHaveClass('list-detail--detail-open');
  });
});
