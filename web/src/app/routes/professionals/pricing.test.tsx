import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';

import { installFakePublicData, publicReads } from '@/testing/fake-public-data';
import { findPageHeading, renderApp, setAuthState } from '@/testing/test-utils';

beforeEach(() => {
  setAuthState(null);
  installFakePublicData();
});

function planCards(): HTMLElement[] {
  const plans = screen.getByRole('region', { name: 'Compare plans' });
  return within(plans)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.closest('li')!);
}

describe('/professionals/pricing', () => {
  it('shows the plans in order with prices in pounds, leads and features', async () => {
    renderApp('/professionals/pricing');
    expect(await findPageHeading()).toHaveTextContent('Simple monthly plans');
    await screen.findByRole('heading', { name: 'Starter', level: 3 });

    const [starter, professional, business] = planCards();
    expect(within(starter!).getByRole('heading')).toHaveTextContent('Starter');
    expect(starter).toHaveTextContent('£29 a month + VAT');
    expect(starter).toHaveTextContent('£34.80 a month including VAT');
    expect(starter).toHaveTextContent('Leads included5 a month');
    expect(starter).toHaveTextContent('Each extra lead£8 + VAT');
    expect(
      within(starter!).getByText('Cancel any time: no contract, no joining fee'),
    ).toBeVisible();

    expect(professional).toHaveTextContent('£59 a month + VAT');
    expect(within(professional!).getByText('Recommended')).toBeVisible();
    expect(within(starter!).queryByText('Recommended')).not.toBeInTheDocument();

    expect(business).toHaveTextContent('£119.50 a month + VAT');
    expect(business).toHaveTextContent('Each extra leadNot available on this plan');

    expect(
      within(professional!).getByRole('link', { name: 'Start with Professional' }),
    ).toHaveAttribute('href', '/signup?role=company');
  });

  it('answers billing questions, with FAQ structured data', async () => {
    renderApp('/professionals/pricing');
    await findPageHeading();

    const faq = screen.getByRole('region', { name: 'Billing questions' });
    expect(within(faq).getByText('Do you take commission on the jobs I win?')).toBeInTheDocument();
    expect(within(faq).getByText('Is there a contract or a joining fee?')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        [...document.querySelectorAll('script[type="application/ld+json"]')].some((script) =>
          script.textContent?.includes('"FAQPage"'),
        ),
      ).toBe(true),
    );
  });

  it('offers a retry when the plans fail to load', async () => {
    publicReads.runQuery.mockRejectedValueOnce(new Error('unavailable'));
    const { user } = renderApp('/professionals/pricing');
    await findPageHeading();

    const plans = screen.getByRole('region', { name: 'Compare plans' });
    expect(await within(plans).findByRole('alert')).toHaveTextContent(
      'We could not load our plans just now.',
    );
    await user.click(within(plans).getByRole('button', { name: 'Try again' }));
    expect(await within(plans).findByRole('heading', { name: 'Business' })).toBeVisible();
  });
});
