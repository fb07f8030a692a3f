import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { FaqList } from '@/components/content/faq-list';

const ITEMS = [
  { question: 'Is Fixwell free?', answer: 'Yes, for homeowners.' },
  {
    question: 'Can I cancel?',
    answer: (
      <p>
        Yes, <a href="/company/billing">from billing</a>.
      </p>
    ),
    id: 'cancel',
  },
];

describe('FaqList', () => {
  it('renders one list item per question, each a <details> with the question as its summary', () => {
    const { container } = render(<FaqList items={ITEMS} label="Billing questions" />);

    const list = screen.getByRole('list', { name: 'Billing questions' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);

    const details = container.querySelectorAll('details');
    expect(details).toHaveLength(2);
    expect(details[0]!.querySelector('summary')).toHaveTextContent('Is Fixwell free?');
    expect(details[1]).toHaveAttribute('id', 'cancel');
  });

  it('wraps a plain-text answer in a paragraph and renders element answers as given', () => {
    const { container } = render(<FaqList items={ITEMS} />);
    const answers = container.querySelectorAll('.faq-list__answer');
    expect(answers[0]!.querySelector('p')).toHaveTextContent('Yes, for homeowners.');
    expect(
      within(answers[1] as HTMLElement).getByRole('link', { name: 'from billing' }),
    ).toHaveAttribute('href', '/company/billing');
  });

  it('starts closed and opens when the question is activated', async () => {
    const user = userEvent.setup();
    const { container } = render(<FaqList items={ITEMS} />);
    const first = container.querySelector('details')!;
    expect(first).not.toHaveAttribute('open');

    await user.click(screen.getByText('Is Fixwell free?'));
    expect(first).toHaveAttribute('open');
  });

  it('renders an empty list without errors', () => {
    render(<FaqList items={[]} label="Nothing yet" />);
    expect(screen.getByRole('list', { name: 'Nothing yet' })).toBeEmptyDOMElement();
  });
});
