import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';

import { CategoryFilter } from '@/features/articles/components/category-filter';
import { Pagination } from '@/features/articles/components/pagination';
import { listingHref } from '@/features/articles/pagination';

function renderPagination(page: number, totalPages: number) {
  return render(
    <MemoryRouter>
      <Pagination
        page={page}
        totalPages={totalPages}
        pageHref={(target) => listingHref('/blog', { category: 'costs', page: target })}
        label="Blog pages"
      />
    </MemoryRouter>,
  );
}

describe('Pagination', () => {
  it('links to the previous and next pages with rel, around "Page 2 of 3"', () => {
    renderPagination(2, 3);
    const nav = screen.getByRole('navigation', { name: 'Blog pages' });
    expect(nav).toHaveTextContent('Page 2 of 3');
    const previous = screen.getByRole('link', { name: /previous page/i });
    const next = screen.getByRole('link', { name: /next page/i });
    expect(previous).toHaveAttribute('href', '/blog?category=costs');
    expect(previous).toHaveAttribute('rel', 'prev');
    expect(next).toHaveAttribute('href', '/blog?category=costs&page=3');
    expect(next).toHaveAttribute('rel', 'next');
  });

  it('has no previous link on the first page and no next link on the last', () => {
    renderPagination(1, 2);
    expect(screen.queryByRole('link', { name: /previous page/i })).toBeNull();
    expect(screen.getByRole('link', { name: /next page/i })).toHaveAttribute(
      'href',
      '/blog?category=costs&page=2',
    );
  });

  it('shows nothing when everything fits on one page', () => {
    renderPagination(1, 1);
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});

describe('CategoryFilter', () => {
  it('links to every category and marks the current one', () => {
    render(
      <MemoryRouter>
        <CategoryFilter
          active="energy-saving"
          categoryHref={(category) => listingHref('/blog', { category })}
        />
      </MemoryRouter>,
    );
    const nav = screen.getByRole('navigation', { name: 'Blog categories' });
    expect(nav).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All articles' })).toHaveAttribute('href', '/blog');
    const current = screen.getByRole('link', { name: 'Energy saving' });
    expect(current).toHaveAttribute('href', '/blog?category=energy-saving');
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Safety' })).not.toHaveAttribute('aria-current');
  });
});
