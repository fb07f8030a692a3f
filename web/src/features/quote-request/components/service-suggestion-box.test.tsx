import { SERVICE_SUGGESTION_MESSAGES } from '@fixwell/common/admin/service-suggestion';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { sendServiceSuggestion } from '@/features/quote-request/api/quote-request-data';
import { ServiceSuggestionBox } from '@/features/quote-request/components/service-suggestion-box';
import { CallFunctionError } from '@/lib/call-function';
import { renderApp } from '@/testing/test-utils';

vi.mock('@/features/quote-request/api/quote-request-data', () => ({
  sendServiceSuggestion: vi.fn(),
}));

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(sendServiceSuggestion).mockResolvedValue({ received: true });
});

describe('ServiceSuggestionBox', () => {
  it('opens from “Other: tell us what you need”, checks the fields and sends the suggestion', async () => {
    const { user } = renderApp(<ServiceSuggestionBox />, { url: '/quote' });
    const toggle = screen.getByRole('button', { name: 'Other: tell us what you need' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');

    await user.type(screen.getByLabelText(/Postcode/), 'nowhere');
    await user.click(screen.getByRole('button', { name: 'Send the suggestion' }));
    expect(await screen.findByText(SERVICE_SUGGESTION_MESSAGES.suggestionTextShort)).toBeVisible();
    expect(screen.getByText(SERVICE_SUGGESTION_MESSAGES.suggestionPostcode)).toBeVisible();
    expect(sendServiceSuggestion).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('What do you need?'), 'Pond cleaning');
    await user.clear(screen.getByLabelText(/Postcode/));
    await user.type(screen.getByLabelText(/Postcode/), 'LS6');
    await user.type(screen.getByLabelText('Email (optional)'), 'pond@example.com');
    await user.click(screen.getByRole('button', { name: 'Send the suggestion' }));
    expect(await screen.findByText(SERVICE_SUGGESTION_MESSAGES.suggestionThanks)).toBeVisible();
    expect(sendServiceSuggestion).toHaveBeenCalledWith({
      text: 'Pond cleaning',
      postcode: 'LS6',
      email: 'pond@example.com',
      website: '',
    });
  });

  it('shows the server’s refusal: field messages on their fields, the rest as a banner', async () => {
    vi.mocked(sendServiceSuggestion)
      .mockRejectedValueOnce(
        new CallFunctionError('Some details need fixing', {
          code: 'invalid-argument',
          details: { fields: { text: SERVICE_SUGGESTION_MESSAGES.suggestionTextLong } },
        }),
      )
      .mockRejectedValueOnce(
        new CallFunctionError(SERVICE_SUGGESTION_MESSAGES.suggestionRateLimited, {
          code: 'resource-exhausted',
        }),
      );
    const { user } = renderApp(<ServiceSuggestionBox />, { url: '/quote' });
    await user.click(screen.getByRole('button', { name: 'Other: tell us what you need' }));
    await user.type(screen.getByLabelText('What do you need?'), 'Hot tub repair');
    await user.click(screen.getByRole('button', { name: 'Send the suggestion' }));
    expect(await screen.findByText(SERVICE_SUGGESTION_MESSAGES.suggestionTextLong)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Send the suggestion' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      SERVICE_SUGGESTION_MESSAGES.suggestionRateLimited,
    );
  });
});
