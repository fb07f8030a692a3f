import type {
  AdminConversationView,
  SupportParty,
} from '@fixwell/common/conversations/conversation';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import {
  hideMessage,
  openQuoteConversations,
  openSupportConversation,
  postSupportMessage,
} from '@/features/conversations/api/conversations-data';
import { findPageHeading, makeProfile, renderApp } from '@/testing/test-utils';

vi.mock('@/features/conversations/api/conversations-data', () => ({
  openQuoteConversations: vi.fn(),
  hideMessage: vi.fn(),
  postSupportMessage: vi.fn(),
  openSupportConversation: vi.fn(),
  fetchAttachment: vi.fn(),
}));

const admin = makeProfile('admin');

/** The customer (with an account) and Acme, matched: who an admin can write to. */
function parties(overrides: Partial<Record<'customer' | 'company-a', Partial<SupportParty>>> = {}) {
  return [
    {
      party: 'customer' as const,
      companyId: null,
      name: 'Priya Shah',
      reachable: true,
      supportConversationId: null,
      ...overrides.customer,
    },
    {
      party: 'company' as const,
      companyId: 'company-a',
      name: 'Acme Plumbing',
      reachable: true,
      supportConversationId: null,
      ...overrides['company-a'],
    },
  ];
}

function view(overrides: Partial<AdminConversationView> = {}): AdminConversationView {
  return {
    id: 'q-1_company-a',
    kind: 'lead',
    companyId: 'company-a',
    companyName: 'Acme Plumbing',
    customerName: 'Priya Shah',
    messages: [
      {
        id: 'm-1',
        senderRole: 'system',
        kind: 'system',
        text: 'Acme Plumbing accepted the request.',
        attachment: null,
        createdAt: '2026-11-22T09:00:00.000Z',
        editedAt: null,
        hidden: null,
      },
      {
        id: 'm-2',
        senderRole: 'customer',
        kind: 'text',
        text: 'Call me on 07700 900123',
        attachment: null,
        createdAt: '2026-11-22T09:30:00.000Z',
        editedAt: null,
        hidden: {
          reason: 'Phone numbers are shared after booking.',
          at: '2026-11-22T10:00:00.000Z',
        },
      },
      {
        id: 'm-3',
        senderRole: 'company',
        kind: 'text',
        text: 'We can come on Tuesday',
        attachment: null,
        createdAt: '2026-11-22T11:00:00.000Z',
        editedAt: '2026-11-22T11:05:00.000Z',
        hidden: null,
      },
    ],
    ...overrides,
  };
}

beforeEach(() => {
  vi.clearAllMocks();
});

describe('Admin quote conversations page', () => {
  it('shows every conversation of the quote with the notice, hidden messages with their text and reason', async () => {
    vi.mocked(openQuoteConversations).mockResolvedValue({
      conversations: [
        view(),
        view({
          id: 'q-1_company-b',
          companyId: 'company-b',
          companyName: 'Bright Sparks',
          messages: [],
        }),
      ],
      parties: parties(),
    });
    renderApp('/admin/quotes/q-1/conversations', { profile: admin });

    expect(await findPageHeading()).toHaveTextContent('Quote conversations');
    expect(screen.getByText('Your view of these conversations is recorded.')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'Acme Plumbing and Priya Shah' }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: 'Bright Sparks and Priya Shah' }),
    ).toBeInTheDocument();
    expect(openQuoteConversations).toHaveBeenCalledWith('q-1');
    expect(openQuoteConversations).toHaveBeenCalledTimes(1);

    const hidden = screen.getByText('Call me on 07700 900123').closest('li')!;
    expect(hidden).toHaveTextContent(
      'Hidden on 22 November 2026: Phone numbers are shared after booking.',
    );
    expect(within(hidden).queryByRole('button', { name: /Hide/ })).toBeNull();
    expect(screen.getByText('We can come on Tuesday').closest('li')).toHaveTextContent('edited');
    expect(screen.getByRole('link', { name: 'Back to the quote request' })).toHaveAttribute(
      'href',
      '/admin/quotes/q-1',
    );
  });

  it('hides a message with a reason, and asks for one first', async () => {
    vi.mocked(openQuoteConversations).mockResolvedValue({
      conversations: [view()],
      parties: parties(),
    });
    vi.mocked(hideMessage).mockResolvedValue(undefined);
    const { user } = renderApp('/admin/quotes/q-1/conversations', { profile: admin });

    const message = (await screen.findByText('We can come on Tuesday')).closest('li')!;
    await user.click(within(message).getByRole('button', { name: 'Hide this message' }));
    await user.click(within(message).getByRole('button', { name: 'Hide message' }));
    expect(await within(message).findByText('Say why the message is hidden.')).toBeInTheDocument();
    expect(hideMessage).not.toHaveBeenCalled();

    await user.type(
      within(message).getByRole('textbox', { name: /Why is it hidden/ }),
      'Abusive language',
    );
    await user.click(within(message).getByRole('button', { name: 'Hide message' }));

    await vi.waitFor(() =>
      expect(hideMessage).toHaveBeenCalledWith({
        conversationId: 'q-1_company-a',
        messageId: 'm-3',
        reason: 'Abusive language',
      }),
    );
    // The view is read again to show the message as hidden.
    await vi.waitFor(() => expect(openQuoteConversations).toHaveBeenCalledTimes(2));
  });

  it('writes to both participants as Fixwell support, and not an empty message', async () => {
    vi.mocked(openQuoteConversations).mockResolvedValue({
      conversations: [view()],
      parties: parties(),
    });
    vi.mocked(postSupportMessage).mockResolvedValue(undefined);
    const { user } = renderApp('/admin/quotes/q-1/conversations', { profile: admin });

    const form = await screen.findByRole('form', { name: 'Write to Acme Plumbing and Priya Shah' });
    await user.click(within(form).getByRole('button', { name: 'Send as Fixwell support' }));
    expect(await within(form).findByText('Write the message.')).toBeInTheDocument();
    expect(postSupportMessage).not.toHaveBeenCalled();

    await user.type(
      within(form).getByRole('textbox', { name: /Write to both as Fixwell support/ }),
      'We are looking into the missed visit and will come back to you both today.',
    );
    await user.click(within(form).getByRole('button', { name: 'Send as Fixwell support' }));
    await vi.waitFor(() =>
      expect(postSupportMessage).toHaveBeenCalledWith({
        conversationId: 'q-1_company-a',
        text: 'We are looking into the missed visit and will come back to you both today.',
      }),
    );
    await vi.waitFor(() => expect(openQuoteConversations).toHaveBeenCalledTimes(2));
  });

  it('says so when the quote has no conversation yet', async () => {
    vi.mocked(openQuoteConversations).mockResolvedValue({ conversations: [], parties: parties() });
    renderApp('/admin/quotes/q-1/conversations', { profile: admin });
    expect(
      await screen.findByText('No company has a conversation about this quote request yet.'),
    ).toBeInTheDocument();
  });

  it('shows a refusal and lets the admin try again', async () => {
    vi.mocked(openQuoteConversations).mockRejectedValueOnce(new Error('Only admins can do this.'));
    vi.mocked(openQuoteConversations).mockResolvedValueOnce({
      conversations: [view()],
      parties: parties(),
    });
    const { user } = renderApp('/admin/quotes/q-1/conversations', { profile: admin });
    expect(await screen.findByRole('alert')).toHaveTextContent('Only admins can do this.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { name: 'Acme Plumbing and Priya Shah' }),
    ).toBeInTheDocument();
  });

  it('writes to the customer alone as Fixwell support, opening their conversation', async () => {
    vi.mocked(openQuoteConversations).mockResolvedValue({ conversations: [], parties: parties() });
    vi.mocked(openSupportConversation).mockResolvedValue({
      conversationId: 'support_q-1_customer-uid',
      created: true,
    });
    const { user } = renderApp('/admin/quotes/q-1/conversations', { profile: admin });

    const form = await screen.findByRole('form', { name: 'Write to Priya Shah (the customer)' });
    await user.type(
      within(form).getByRole('textbox', { name: /Write to Priya Shah \(the customer\)/ }),
      'No company was free this week: would the week after suit you?',
    );
    await user.click(within(form).getByRole('button', { name: 'Send as Fixwell support' }));
    await vi.waitFor(() =>
      expect(openSupportConversation).toHaveBeenCalledWith({
        quoteId: 'q-1',
        party: 'customer',
        text: 'No company was free this week: would the week after suit you?',
      }),
    );
    await vi.waitFor(() => expect(openQuoteConversations).toHaveBeenCalledTimes(2));
    // A matched company can be written to the same way.
    expect(screen.getByRole('form', { name: 'Write to Acme Plumbing' })).toBeInTheDocument();
  });

  it('shows a support conversation with its one party, and says why a guest cannot be written to', async () => {
    vi.mocked(openQuoteConversations).mockResolvedValue({
      conversations: [
        view({
          id: 'support_q-1_company-a',
          kind: 'support',
          customerName: 'Fixwell support',
          messages: [],
        }),
      ],
      parties: parties({
        customer: { reachable: false },
        'company-a': { supportConversationId: 'support_q-1_company-a' },
      }),
    });
    renderApp('/admin/quotes/q-1/conversations', { profile: admin });

    expect(
      await screen.findByRole('heading', { name: 'Acme Plumbing and Fixwell support' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Write to Acme Plumbing' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: /the customer/ })).toBeNull();
    expect(
      screen.getByText(/Priya Shah \(the customer\) has no Fixwell account yet/),
    ).toBeInTheDocument();
  });
});
