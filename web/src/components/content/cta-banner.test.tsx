import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';

import { CTA_TARGETS, CtaBanner } from '@/components/content/cta-banner';

function renderInRouter(ui: ReactNode) {
  return render(<MemoryRouter>{ui}</MemoryRouter>);
}

describe('CtaBanner', () => {
  it('sends homeowners to the quote form by default, in a section named by its heading', () => {
    renderInRouter(<CtaBanner />);
    const region = screen.getByRole('region', { name: 'Get free quotes from local trades' });
    expect(region).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(
      'Get free quotes from local trades',
    );
    expect(screen.getByRole('link', { name: 'Get free quotes' })).toHaveAttribute('href', '/quote');
  });

  it('sends professionals to sign-up with the company role chosen', () => {
    renderInRouter(<CtaBanner audience="professional" />);
    expect(screen.getByRole('link', { name: 'Join as a professional' })).toHaveAttribute(
      'href',
      '/signup?role=company',
    );
    expect(CTA_TARGETS.professional).toBe('/signup?role=company');
  });

  it('takes its own heading, text, label, heading level and a secondary link', () => {
    renderInRouter(
      <CtaBanner
        heading="Ready to compare quotes?"
        text="Describe your job once."
        actionLabel="Start now"
        headingLevel={3}
        secondary={{ to: '/how-it-works', label: 'How it works' }}
      />,
    );
    expect(
      screen.getByRole('heading', { level: 3, name: 'Ready to compare quotes?' }),
    ).toBeVisible();
    expect(screen.getByText('Describe your job once.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start now' })).toHaveAttribute('href', '/quote');
    expect(screen.getByRole('link', { name: 'How it works' })).toHaveAttribute(
      'href',
      '/how-it-works',
    );
  });
});
