import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { ExternalLink } from '@/components/content/external-link';

describe('ExternalLink', () => {
  it('opens in a new tab with rel="noopener" and says so in its accessible name', () => {
    render(
      <ExternalLink href="https://www.gassaferegister.co.uk/" className="extra">
        Gas Safe Register
      </ExternalLink>,
    );
    const link = screen.getByRole('link', { name: 'Gas Safe Register (opens in a new tab)' });
    expect(link).toHaveAttribute('href', 'https://www.gassaferegister.co.uk/');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener');
    expect(link).toHaveClass('external-link', 'extra');
  });
});
