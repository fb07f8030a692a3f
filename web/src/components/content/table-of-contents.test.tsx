import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { TableOfContents } from '@/components/content/table-of-contents';

describe('TableOfContents', () => {
  it('is a navigation landmark named by its title, linking to each section', () => {
    render(
      <TableOfContents
        title="Contents"
        items={[
          { id: 'about', label: 'About these terms' },
          { id: 'law', label: 'Law and courts' },
        ]}
      />,
    );
    const nav = screen.getByRole('navigation', { name: 'Contents' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['#about', '#law']);
    expect(links[1]).toHaveTextContent('Law and courts');
  });

  it('defaults its title to "On this page"', () => {
    render(<TableOfContents items={[{ id: 'a', label: 'A' }]} />);
    expect(screen.getByRole('navigation', { name: 'On this page' })).toBeInTheDocument();
  });
});
