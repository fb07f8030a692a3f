import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { CardList } from '@/components/content/card-list';

const ITEMS = [
  { title: 'Tell us about the job', body: 'It takes a couple of minutes.' },
  { title: 'Compare quotes', body: <p>Up to three.</p> },
];

describe('CardList', () => {
  it('lists features as an unordered list of cards with h3 titles', () => {
    const { container } = render(<CardList items={ITEMS} />);
    expect(container.querySelector('ul.content-cards')).not.toBeNull();
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Tell us about the job',
      'Compare quotes',
    ]);
    expect(screen.getByText('It takes a couple of minutes.').tagName).toBe('P');
  });

  it('numbers steps in an ordered list, with the heading level asked for', () => {
    const { container } = render(<CardList items={ITEMS} ordered headingLevel={4} />);
    expect(container.querySelector('ol.content-cards--ordered')).not.toBeNull();
    expect(screen.getAllByRole('heading', { level: 4 })).toHaveLength(2);
  });
});
