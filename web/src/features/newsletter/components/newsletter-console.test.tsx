import { NEWSLETTER_MESSAGES } from '@fixwell/common/admin/newsletter';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import {
  countNewsletterRecipients,
  removeNewsletterSubscriber,
  sendNewsletterIssue,
  sendNewsletterTest,
  suppressNewsletterAddress,
} from '@/features/newsletter/api/newsletter-data';
import { NewsletterConsole } from '@/features/newsletter/components/newsletter-console';
import type {
  IssueRow,
  SubscriberFilter,
  SubscriberRow,
} from '@/features/newsletter/newsletter-types';
import { stubNewsletterData } from '@/features/newsletter/testing/stub-newsletter-data';
import { renderApp } from '@/testing/test-utils';

vi.mock('@/features/newsletter/api/newsletter-data', () => ({
  countNewsletterRecipients: vi.fn(),
  getNewsletterOverview: vi.fn(),
  removeNewsletterSubscriber: vi.fn(),
  sendNewsletterIssue: vi.fn(),
  sendNewsletterTest: vi.fn(),
  suppressNewsletterAddress: vi.fn(),
  watchIssues: vi.fn(),
  watchSubscribers: vi.fn(),
}));

const NINA: SubscriberRow = {
  id: 'a'.repeat(64),
  email: 'nina@example.co.uk',
  segment: 'homeowners',
  status: 'confirmed',
  createdAt: new Date('2026-11-20T10:00:00Z'),
  confirmedAt: new Date('2026-11-22T10:00:00Z'),
};

const ISSUE: IssueRow = {
  id: 'issue-1',
  subject: 'Winter tips',
  audience: 'homeowners',
  status: 'sent',
  recipients: 1250,
  counts: { queued: 1249, sent: 1240, failed: 9, suppressed: 1 },
  sentByEmail: 'admin@fixwell.test',
  createdAt: new Date('2026-11-22T10:00:00Z'),
};

const NO_FILTER: SubscriberFilter = { segment: '', status: '', search: '' };

const confirmPassword = vi.fn<(password: string) => Promise<void>>();

function renderConsole(onFilterChange = vi.fn(), filter = NO_FILTER) {
  return {
    onFilterChange,
    ...renderApp(
      <NewsletterConsole
        confirmPassword={confirmPassword}
        filter={filter}
        onFilterChange={onFilterChange}
      />,
      { url: '/admin/newsletter' },
    ),
  };
}

beforeEach(() => {
  vi.clearAllMocks();
  stubNewsletterData({
    overview: {
      subscribers: {
        homeowners: { pending: 3, confirmed: 1250 },
        companies: { pending: 0, confirmed: 42 },
      },
      suppressed: 7,
    },
    subscribers: [NINA],
    issues: [ISSUE],
  });
});

describe('NewsletterConsole', () => {
  it('shows subscribers by segment and status, the suppression list and past issues with counts', async () => {
    renderConsole();
    const counts = await screen.findByRole('table', { name: 'Subscribers by segment' });
    expect(within(counts).getByRole('row', { name: /Homeowners 3 1,250/ })).toBeInTheDocument();
    expect(
      within(counts).getByRole('row', { name: /On the suppression list 7/ }),
    ).toBeInTheDocument();
    const issues = screen.getByRole('table', { name: 'Issues sent, newest first' });
    expect(
      within(issues).getByRole('row', {
        name: /Winter tips Homeowners 22 November 2026.*1,250 1,249 1,240 9 1/,
      }),
    ).toBeInTheDocument();
    const list = screen.getByRole('table', { name: 'Subscribers' });
    expect(
      within(list).getByRole('row', {
        name: /nina@example.co.uk Homeowners Confirmed 22 November 2026/,
      }),
    ).toBeInTheDocument();
  });

  it('previews the email as it will be sent while the admin writes', async () => {
    const { user } = renderConsole();
    await user.type(screen.getByLabelText('Subject'), 'Winter tips');
    await user.type(screen.getByLabelText('Issue text'), '## Bleed your radiators');
    const frame = screen.getByTitle('Preview of the email');
    await waitFor(() =>
      expect(frame.getAttribute('srcdoc')).toContain('<h2>Bleed your radiators</h2>'),
    );
    expect(frame.getAttribute('srcdoc')).toContain('Unsubscribe');
  });

  it('sends a test to the admin', async () => {
    vi.mocked(sendNewsletterTest).mockResolvedValue({ to: 'admin@fixwell.test' });
    const { user } = renderConsole();
    await user.click(screen.getByRole('button', { name: 'Send a test to me' }));
    expect(await screen.findByText(NEWSLETTER_MESSAGES.subject)).toBeInTheDocument();
    expect(sendNewsletterTest).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Subject'), 'Winter tips');
    await user.type(screen.getByLabelText('Issue text'), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send a test to me' }));
    await waitFor(() =>
      expect(sendNewsletterTest).toHaveBeenCalledWith({ subject: 'Winter tips', body: 'Hello' }),
    );
  });

  it('sends to a segment only after a confirmation naming how many will get it', async () => {
    confirmPassword.mockResolvedValue();
    vi.mocked(countNewsletterRecipients).mockResolvedValue({ recipients: 1250 });
    vi.mocked(sendNewsletterIssue).mockResolvedValue({ issueId: 'issue-2', recipients: 1250 });
    const { user } = renderConsole();
    await user.type(screen.getByLabelText('Subject'), 'Spring');
    await user.type(screen.getByLabelText('Issue text'), 'Hello');
    await user.selectOptions(screen.getByLabelText('Send to'), 'Homeowners');
    await user.type(screen.getByLabelText('Your password'), 'Fixwell-demo-1');
    await user.click(screen.getByRole('button', { name: 'Send issue' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Send this issue?' });
    expect(dialog).toHaveTextContent('1,250 confirmed subscribers');
    await user.click(within(dialog).getByRole('button', { name: 'Send to 1,250' }));
    await waitFor(() =>
      expect(sendNewsletterIssue).toHaveBeenCalledWith({
        subject: 'Spring',
        body: 'Hello',
        audience: 'homeowners',
        expectedRecipients: 1250,
      }),
    );
    expect(confirmPassword).toHaveBeenCalledWith('Fixwell-demo-1');
  });

  it('asks for the password again when it is wrong, and sends nothing', async () => {
    confirmPassword.mockRejectedValue(Object.assign(new Error('x'), { failure: 'wrong-password' }));
    vi.mocked(countNewsletterRecipients).mockResolvedValue({ recipients: 2 });
    const { user } = renderConsole();
    await user.type(screen.getByLabelText('Subject'), 'Spring');
    await user.type(screen.getByLabelText('Issue text'), 'Hello');
    await user.selectOptions(screen.getByLabelText('Send to'), 'All subscribers');
    await user.click(screen.getByRole('button', { name: 'Send issue' }));
    expect(await screen.findByText(NEWSLETTER_MESSAGES.password)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Your password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Send issue' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Send this issue?' });
    await user.click(within(dialog).getByRole('button', { name: 'Send to 2' }));
    expect(await screen.findAllByText(NEWSLETTER_MESSAGES.wrongPassword)).not.toHaveLength(0);
    expect(sendNewsletterIssue).not.toHaveBeenCalled();
  });

  it('removes a subscriber with a reason, and adds an address to the suppression list', async () => {
    vi.mocked(removeNewsletterSubscriber).mockResolvedValue({ removed: true });
    vi.mocked(suppressNewsletterAddress).mockResolvedValue({ suppressed: true });
    const { user } = renderConsole();
    await user.click(await screen.findByRole('button', { name: 'Remove nina@example.co.uk' }));
    const removal = screen.getByRole('form', { name: 'Remove nina@example.co.uk' });
    await user.click(within(removal).getByRole('button', { name: 'Remove subscriber' }));
    expect(await within(removal).findByText(NEWSLETTER_MESSAGES.reason)).toBeInTheDocument();
    await user.type(within(removal).getByLabelText(/^Reason/), 'Duplicate');
    await user.click(within(removal).getByRole('button', { name: 'Remove subscriber' }));
    await waitFor(() =>
      expect(removeNewsletterSubscriber).toHaveBeenCalledWith({
        subscriberId: NINA.id,
        reason: 'Duplicate',
      }),
    );

    const suppress = screen.getByRole('form', { name: 'Add an address to the suppression list' });
    await user.type(within(suppress).getByLabelText('Email address'), 'Stop@Example.co.uk');
    await user.type(within(suppress).getByLabelText(/^Reason/), 'Asked by phone');
    await user.click(within(suppress).getByRole('button', { name: 'Add to the suppression list' }));
    await waitFor(() =>
      expect(suppressNewsletterAddress).toHaveBeenCalledWith({
        email: 'stop@example.co.uk',
        reason: 'Asked by phone',
      }),
    );
  });

  it('puts the filters in the URL through the page', async () => {
    const { user, onFilterChange } = renderConsole();
    await user.selectOptions(await screen.findByLabelText('Segment'), 'Trade professionals');
    expect(onFilterChange).toHaveBeenCalledWith({ segment: 'companies', status: '', search: '' });
  });
});
