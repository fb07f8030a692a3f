import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { ContentSection } from '@/components/content/content-section';
import { Prose } from '@/components/content/prose';

describe('ContentSection', () => {
  it('is a region named by its h2, with the anchor id on the section', () => {
    render(
      <ContentSection id="deposits" heading="Deposits">
        <p>Keep deposits proportionate.</p>
      </ContentSection>,
    );
    const region = screen.getByRole('region', { name: 'Deposits' });
    expect(region).toHaveAttribute('id', 'deposits');
    expect(screen.getByRole('heading', { level: 2, name: 'Deposits' })).toHaveAttribute(
      'id',
      'deposits-heading',
    );
  });

  it('names itself without an anchor id and can use an h3', () => {
    render(
      <ContentSection heading="If you are a company" headingLevel={3} className="extra">
        <p>Text</p>
      </ContentSection>,
    );
    const region = screen.getByRole('region', { name: 'If you are a company' });
    expect(region).toHaveClass('content-section', 'extra');
    expect(screen.getByRole('heading', { level: 3 })).toBeInTheDocument();
  });
});

describe('Prose', () => {
  it('wraps long-form content', () => {
    render(
      <Prose className="legal">
        <p>Paragraph</p>
      </Prose>,
    );
    expect(screen.getByText('Paragraph').parentElement).toHaveClass('prose', 'legal');
  });
});
