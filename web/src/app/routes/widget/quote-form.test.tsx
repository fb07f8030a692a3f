import { SEED_LOCATIONS, SEED_SERVICES } from '@fixwell/common/catalogue/catalogue-data';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { submitQuoteRequest } from '@/features/quote-request/api/submit-quote-request';
import { DRAFT_PREFIX } from '@/hooks/use-form-draft';
import { installFakePublicData } from '@/testing/fake-public-data';
import { findPageHeading, renderApp, setAuthState } from '@/testing/test-utils';

vi.mock('@/features/quote-request/api/submit-quote-request', () => ({
  submitQuoteRequest: vi.fn(),
}));
const SLUG = 'brightwater-plumbing-heating-leeds';
const WIDGET_URL = `/widget/quote-form?company=${SLUG}&service=plumber`;
const mockedSubmit = vi.mocked(submitQuoteRequest);

beforeEach(() => {
  installFakePublicData({
    services: SEED_SERVICES,
    locations: SEED_LOCATIONS,
    companies: [
      {
        id: 'demo-company',
        slug: SLUG,
        businessName: 'Brightwater Plumbing & Heating',
        public: true,
      },
    ],
  });
  sessionStorage.clear();
  mockedSubmit.mockReset();
  setAuthState(null);
});

/** A draft of a finished request, resumed on its last step. */
function saveFinishedDraft(key: string) {
  sessionStorage.setItem(
    DRAFT_PREFIX + key,
    JSON.stringify({
      step: 'contact',
      values: {
        service: 'plumber',
        answers: {},
        timing: 'within-2-days',
        budget: '250-1000',
        description: 'The pipe under the kitchen sink is leaking at the joint.',
        postcode: 'LS6 2AB',
        propertyType: 'house',
        name: 'Priya Shah',
        email: 'priya@example.co.uk',
        phone: '07700 900123',
        consent: true,
        company: SLUG,
      },
    }),
  );
}

describe('/widget/quote-form', () => {
  it('names the company, preselects the service and has no site header or footer', async () => {
    renderApp(WIDGET_URL);
    await findPageHeading();
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
        'Request a quote from Brightwater Plumbing & Heating',
      ),
    );
    expect(await screen.findByRole('combobox', { name: /What do you need/ })).toHaveValue(
      'plumber',
    );
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('wears the company’s logo, trading name and colour on its heading and buttons', async () => {
    installFakePublicData({
      services: SEED_SERVICES,
      locations: SEED_LOCATIONS,
      companies: [
        {
          id: 'demo-company',
          slug: SLUG,
          businessName: 'Brightwater Plumbing & Heating Ltd',
          public: true,
          branding: {
            tradingName: 'Brightwater',
            brandColour: '#14532d',
            logoUrl: '/api/company-logos/demo-company/0123456789abcdef0123456789abcdef.png',
            footerText: null,
          },
        },
      ],
    });
    renderApp(WIDGET_URL);
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
        'Request a quote from Brightwater',
      ),
    );
    expect(screen.getByRole('img', { name: 'Brightwater logo' })).toHaveAttribute(
      'src',
      '/api/company-logos/demo-company/0123456789abcdef0123456789abcdef.png',
    );
    // The primary button takes Fixwell's brand tokens from the widget, which carries the colour.
    const button = await screen.findByRole('button', { name: 'Continue' });
    expect(button).toHaveClass('button--primary');
    const widget = button.closest<HTMLElement>('.quote-widget');
    expect(widget?.style.getPropertyValue('--color-brand')).toBe('#14532d');
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });

  it('keeps Fixwell blue and no logo for a company without branding', async () => {
    renderApp(WIDGET_URL);
    const button = await screen.findByRole('button', { name: 'Continue' });
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
        'Request a quote from Brightwater Plumbing & Heating',
      ),
    );
    expect(screen.queryByRole('img', { name: /logo/ })).not.toBeInTheDocument();
    expect(
      button.closest<HTMLElement>('.quote-widget')?.style.getPropertyValue('--color-brand'),
    ).toBe('');
  });

  it('keeps its draft apart from the main site’s and from other companies’ widgets', async () => {
    saveFinishedDraft('quote');
    renderApp(WIDGET_URL);
    const step = await screen.findByRole('heading', { level: 2, name: /^Step/ });
    // The main site's draft (on its last step) is not resumed here.
    expect(step).toHaveTextContent('Step 1 of 4');
    await waitFor(() =>
      expect(sessionStorage.getItem(`${DRAFT_PREFIX}widget:${SLUG}`)).not.toBeNull(),
    );
    const draft = JSON.parse(sessionStorage.getItem(`${DRAFT_PREFIX}widget:${SLUG}`)!) as {
      values: Record<string, unknown>;
    };
    expect(draft.values).toMatchObject({ service: 'plumber', company: SLUG });
  });

  it('sends the request to the company from the widget and confirms it with a tracking link', async () => {
    saveFinishedDraft(`widget:${SLUG}`);
    mockedSubmit.mockResolvedValue({ id: 'quote-1', trackingToken: 'T'.repeat(43) });
    const { user } = renderApp(WIDGET_URL);
    const form = await screen.findByRole('form', { name: 'Quote request' });
    // The privacy link leaves the frame: our other pages refuse to be framed.
    expect(within(form).getByRole('link', { name: /privacy policy/ })).toHaveAttribute(
      'target',
      '_blank',
    );
    await user.click(within(form).getByRole('button', { name: 'Send my request' }));

    await waitFor(() => expect(mockedSubmit).toHaveBeenCalledTimes(1));
    expect(mockedSubmit.mock.calls[0]![0]).toMatchObject({
      company: SLUG,
      source: 'widget',
      service: 'plumber',
      email: 'priya@example.co.uk',
    });
    expect(
      await screen.findByRole('heading', { name: 'Your request has been sent' }),
    ).toHaveFocus();
    const link = screen.getByRole('link', { name: /Track your request/ });
    expect(link).toHaveAttribute('href', `${window.location.origin}/quote/track/${'T'.repeat(43)}`);
    expect(link).toHaveAttribute('target', '_blank');
    expect(screen.queryByRole('form', { name: 'Quote request' })).not.toBeInTheDocument();
    expect(sessionStorage.getItem(`${DRAFT_PREFIX}widget:${SLUG}`)).toBeNull();
  });
});
