import { SEED_ARTICLES } from '@fixwell/common/catalogue/catalogue-data';
import { cleanup, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { ArticleBody, headingAnchor } from '@/features/articles/components/article-body';
import { SAMPLE_BODY } from '@/features/articles/testing/make-article';

describe('ArticleBody', () => {
  it('renders headings as h2 and h3 with anchors', () => {
    render(<ArticleBody blocks={SAMPLE_BODY} />);
    expect(
      screen.getByRole('heading', { level: 2, name: 'What a service includes' }),
    ).toHaveAttribute('id', 'what-a-service-includes');
    expect(screen.getByRole('heading', { level: 3, name: 'How long it takes' })).toHaveAttribute(
      'id',
      'how-long-it-takes',
    );
  });

  it('renders bulleted and numbered lists as lists', () => {
    render(<ArticleBody blocks={SAMPLE_BODY} />);
    const lists = screen.getAllByRole('list');
    const bullets = lists.find((list) => list.tagName === 'UL')!;
    const numbers = lists.find((list) => list.tagName === 'OL')!;
    expect(
      within(bullets)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'A visual check of the boiler, flue and pipework',
      'A flue gas analysis with a calibrated analyser',
      'Cleaning the condensate trap and checking the seals',
    ]);
    expect(within(numbers).getAllByRole('listitem')).toHaveLength(3);
  });

  it('renders a tip as a labelled aside', () => {
    render(<ArticleBody blocks={SAMPLE_BODY} />);
    const tip = screen.getByRole('complementary', { name: 'Tip' });
    expect(tip.tagName).toBe('ASIDE');
    expect(tip).toHaveTextContent(/^Tip: Ask to see the engineer’s Gas Safe ID card/);
  });

  it('renders a table with its caption, column headers and row headers', () => {
    render(<ArticleBody blocks={SAMPLE_BODY} />);
    const table = screen.getByRole('table', { name: 'Typical boiler service prices in 2026' });
    const columns = within(table).getAllByRole('columnheader');
    expect(columns.map((cell) => cell.textContent)).toEqual([
      'Job',
      'Typical price',
      'Time on site',
    ]);
    columns.forEach((cell) => expect(cell).toHaveAttribute('scope', 'col'));
    const rowHeader = within(table).getByRole('rowheader', { name: 'Annual boiler service' });
    expect(rowHeader).toHaveAttribute('scope', 'row');
    const row = rowHeader.closest('tr')!;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['£80 to £120', '45 minutes']);
  });

  it('renders text as text, never as markup', () => {
    render(
      <ArticleBody
        blocks={[{ type: 'p', text: '<img src=x onerror="alert(1)"> is shown literally here.' }]}
      />,
    );
    expect(screen.getByText(/<img src=x/)).toBeInTheDocument();
    expect(document.querySelector('img')).toBeNull();
  });

  it('numbers headings that read the same', () => {
    render(
      <ArticleBody
        blocks={[
          { type: 'h2', text: 'Costs' },
          { type: 'h2', text: 'Costs' },
        ]}
      />,
    );
    expect(screen.getAllByRole('heading').map((heading) => heading.id)).toEqual([
      'costs',
      'costs-2',
    ]);
  });
});

describe('ArticleBody with the seed articles', () => {
  it('renders every block of every seed article', () => {
    for (const article of SEED_ARTICLES) {
      render(<ArticleBody blocks={article.body} />);
      const count = (type: string) => article.body.filter((block) => block.type === type).length;
      expect(screen.queryAllByRole('table')).toHaveLength(count('table'));
      expect(screen.queryAllByRole('complementary', { name: 'Tip' })).toHaveLength(count('tip'));
      expect(screen.queryAllByRole('heading', { level: 2 })).toHaveLength(count('h2'));
      expect(screen.queryAllByRole('list')).toHaveLength(count('ul') + count('ol'));
      cleanup();
    }
  });
});

describe('headingAnchor', () => {
  it('makes a readable, URL-safe id', () => {
    expect(headingAnchor('Step-by-step: bleeding the radiator')).toBe(
      'step-by-step-bleeding-the-radiator',
    );
    expect(headingAnchor('Café & crème')).toBe('cafe-creme');
    expect(headingAnchor('£££')).toBe('section');
  });
});
