import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { PageHero } from '@/components/content/page-hero';

describe('PageHero', () => {
  it('renders exactly one h1 with the lede, small print and actions', () => {
    render(
      <PageHero
        eyebrow="For trade professionals"
        heading="Terms of Service"
        headingId="page-title"
        lede="The terms that apply."
        meta={
          <>
            Last updated: <time dateTime="2026-11-22">22 November 2026</time>
          </>
        }
        actions={<a href="/signup">Join</a>}
      />,
    );

    const headings = screen.getAllByRole('heading', { level: 1 });
    expect(headings).toHaveLength(1);
    expect(headings[0]).toHaveTextContent('Terms of Service');
    expect(headings[0]).toHaveAttribute('id', 'page-title');
    expect(screen.getByText('For trade professionals')).toBeInTheDocument();
    expect(screen.getByText('The terms that apply.')).toHaveClass('page__lede');
    expect(screen.getByText('22 November 2026')).toHaveAttribute('datetime', '2026-11-22');
    expect(screen.getByRole('link', { name: 'Join' })).toBeInTheDocument();
  });

  it('leaves out the parts it is not given', () => {
    const { container } = render(<PageHero heading="Pricing" />);
    expect(container.querySelectorAll('p')).toHaveLength(0);
    expect(container.querySelector('.content-hero__actions')).toBeNull();
  });

  it('shows a picture under the text when given one', () => {
    render(
      <PageHero
        heading="Plumbers near you"
        lede="Compare quotes."
        image={<img src="/site-images/x.jpg" alt="A plumber at work" width={1600} height={900} />}
      />,
    );
    const header = screen.getByRole('banner');
    expect(header.lastElementChild).toBe(screen.getByRole('img', { name: 'A plumber at work' }));
  });
});
