import { NEWSLETTER_MESSAGES } from '@fixwell/common/admin/newsletter';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import type * as SubscribeModule from '@/features/newsletter/api/subscribe-to-newsletter';
import {
  NewsletterSignupError,
  subscribeToNewsletter,
} from '@/features/newsletter/api/subscribe-to-newsletter';
import { NewsletterSignup } from '@/features/newsletter/components/newsletter-signup';
import { renderApp } from '@/testing/test-utils';

vi.mock('@/features/newsletter/api/subscribe-to-newsletter', async (importOriginal) => ({
  ...(await importOriginal<typeof SubscribeModule>()),
  subscribeToNewsletter: vi.fn(),
}));
const mockedSubscribe = vi.mocked(subscribeToNewsletter);

const email = () => screen.getByLabelText('Your email address');
const subscribe = () => screen.getByRole('button', { name: 'Subscribe' });

beforeEach(() => {
  mockedSubscribe.mockReset();
});

describe('NewsletterSignup', () => {
  it('asks a visitor for the address and which newsletter, then says to check their inbox', async () => {
    mockedSubscribe.mockResolvedValue(NEWSLETTER_MESSAGES.subscribed);
    const { user } = renderApp(<NewsletterSignup knownSegment={null} />);
    await user.type(email(), ' Nina@Example.co.uk ');
    await user.click(screen.getByRole('radio', { name: 'I am a trade professional' }));
    await user.click(subscribe());
    expect(await screen.findByRole('status')).toHaveTextContent(NEWSLETTER_MESSAGES.subscribed);
    expect(mockedSubscribe).toHaveBeenCalledWith(
      { email: 'nina@example.co.uk', segment: 'companies', website: '' },
      { signedIn: false },
    );
  });

  it('says what is missing on each field before sending anything', async () => {
    const { user } = renderApp(<NewsletterSignup knownSegment={null} />);
    await user.type(email(), 'not-an-address');
    await user.click(subscribe());
    expect(await screen.findByText(NEWSLETTER_MESSAGES.email)).toBeInTheDocument();
    expect(screen.getByText(NEWSLETTER_MESSAGES.segment)).toBeInTheDocument();
    expect(email()).toHaveAttribute('aria-invalid', 'true');
    expect(mockedSubscribe).not.toHaveBeenCalled();
  });

  it('does not ask a signed-in person which newsletter: their role says, and sends their token', async () => {
    mockedSubscribe.mockResolvedValue(NEWSLETTER_MESSAGES.subscribed);
    const { user } = renderApp(<NewsletterSignup knownSegment="homeowners" />);
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    await user.type(email(), 'alice@example.co.uk');
    await user.click(subscribe());
    await waitFor(() =>
      expect(mockedSubscribe).toHaveBeenCalledWith(
        { email: 'alice@example.co.uk', segment: 'homeowners', website: '' },
        { signedIn: true },
      ),
    );
  });

  it("shows the server's refusal, and its field messages on the fields", async () => {
    mockedSubscribe.mockRejectedValue(
      new NewsletterSignupError(NEWSLETTER_MESSAGES.tooMany, { status: 429 }),
    );
    const { user } = renderApp(<NewsletterSignup knownSegment="companies" />);
    await user.type(email(), 'pro@example.co.uk');
    await user.click(subscribe());
    expect(await screen.findByRole('alert')).toHaveTextContent(NEWSLETTER_MESSAGES.tooMany);

    mockedSubscribe.mockRejectedValue(
      new NewsletterSignupError(NEWSLETTER_MESSAGES.invalid, {
        status: 400,
        fieldErrors: { email: 'That address cannot get email.' },
      }),
    );
    await user.click(subscribe());
    expect(await screen.findByText('That address cannot get email.')).toBeInTheDocument();
  });
});
