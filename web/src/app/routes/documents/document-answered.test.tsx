import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { renderApp } from '@/testing/test-utils';

const TOKEN = 'tok_abcdefghijklmnopqrstuvwxyz0123456789';

async function findHeading(name: string) {
  return screen.findByRole('heading', { level: 1, name }, { timeout: 3000 });
}

describe('/document/:id/accepted', () => {
  it('says what happens next and links back to the quote with its token', async () => {
    renderApp(`/document/doc-1/accepted?token=${TOKEN}`, { profile: null });

    await findHeading('Quote accepted');
    expect(
      screen.getByText('The company will be in touch to arrange the work with you.'),
    ).toBeVisible();
    expect(screen.getByText(/a deposit invoice may follow/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to the quote' })).toHaveAttribute(
      'href',
      `/document/doc-1?token=${TOKEN}`,
    );
  });
});

describe('/document/:id/declined', () => {
  it('thanks the customer and links back to the quote', async () => {
    renderApp('/document/doc-1/declined', { profile: null });

    await findHeading('Quote declined');
    expect(screen.getByText(/Thank you for letting the company know/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to the quote' })).toHaveAttribute(
      'href',
      '/document/doc-1',
    );
  });
});
