import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HelmetProvider } from 'react-helmet-async';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import type * as SendContactMessageModule from '@/features/contact/api/send-contact-message';
import { sendContactMessage } from '@/features/contact/api/send-contact-message';

import ContactPage from './contact';
import ContactThankYouPage from './contact-thank-you';

vi.mock('@/features/contact/api/send-contact-message', async (importOriginal) => ({
  ...(await importOriginal<typeof SendContactMessageModule>()),
  sendContactMessage: vi.fn(),
}));
const mockedSend = vi.mocked(sendContactMessage);

function renderAt(url: string) {
  const router = createMemoryRouter(
    [
      { path: '/contact', element: <ContactPage /> },
      { path: '/contact-thank-you', element: <ContactThankYouPage /> },
    ],
    { initialEntries: [url] },
  );
  render(
    <HelmetProvider>
      <RouterProvider router={router} />
    </HelmetProvider>,
  );
  return { router, user: userEvent.setup() };
}

beforeEach(() => {
  sessionStorage.clear();
  mockedSend.mockReset();
});

describe('/contact', () => {
  it('introduces the form and opens the thank-you page once the message is sent', async () => {
    mockedSend.mockResolvedValue();
    const { router, user } = renderAt('/contact');
    expect(screen.getByRole('heading', { level: 1, name: 'Contact us' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'frequently asked questions' })).toHaveAttribute(
      'href',
      '/faq',
    );

    await user.type(screen.getByLabelText('Name'), 'Sarah Thompson');
    await user.type(screen.getByLabelText('Email'), 'sarah@example.co.uk');
    await user.selectOptions(screen.getByLabelText('What is your message about?'), 'press');
    await user.type(screen.getByLabelText('Message'), 'A question about a feature we are writing.');
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Thank you for getting in touch' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/contact-thank-you');
  });
});

describe('/contact-thank-you', () => {
  it('says what happens next, when to expect a reply, and where to go meanwhile', () => {
    renderAt('/contact-thank-you');
    expect(
      screen.getByRole('heading', { level: 2, name: 'What happens next' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/within two working days/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Read the FAQ' })).toHaveAttribute('href', '/faq');
    expect(screen.getByRole('link', { name: 'Get quotes' })).toHaveAttribute('href', '/quote');
  });
});
