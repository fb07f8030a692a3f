import {
  OUTREACH_MESSAGES,
  OUTREACH_SETTINGS_DEFAULTS,
  emptyOutreachCounts,
} from '@fixwell/common/admin/outreach';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import {
  fetchOutreachCampaign,
  fetchOutreachCampaigns,
  fetchOutreachProspects,
  fetchOutreachSettings,
  importOutreachProspects,
  saveOutreachCampaign,
  setOutreachCampaignStatus,
  updateOutreachProspect,
  updateOutreachSettings,
  type OutreachCampaign,
  type OutreachProspect,
} from '@/features/outreach/api/outreach-data';
import { STARTER_STEPS } from '@/features/outreach/components/outreach-format';
import { findPageHeading, makeProfile, renderApp } from '@/testing/test-utils';

vi.mock('@/features/outreach/api/outreach-data', () => ({
  CAMPAIGNS_PAGE_SIZE: 50,
  PROSPECTS_PAGE_SIZE: 25,
  fetchOutreachCampaigns: vi.fn(),
  fetchOutreachCampaign: vi.fn(),
  fetchOutreachProspects: vi.fn(),
  fetchOutreachSettings: vi.fn(),
  saveOutreachCampaign: vi.fn(),
  setOutreachCampaignStatus: vi.fn(),
  importOutreachProspects: vi.fn(),
  updateOutreachProspect: vi.fn(),
  updateOutreachSettings: vi.fn(),
}));

const campaign: OutreachCampaign = {
  id: 'camp-1',
  name: 'Leeds plumbers',
  steps: STARTER_STEPS,
  status: 'active',
  counts: { ...emptyOutreachCounts(), pending: 3, invited: 10, 'signed-up': 2, 'opted-out': 1 },
  total: 16,
  createdAt: new Date('2026-11-02T10:00:00Z'),
  startedAt: new Date('2026-11-03T10:00:00Z'),
};

const prospect: OutreachProspect = {
  id: 'p-1',
  businessName: 'Aire Heating Ltd',
  email: 'office@aire-heating.co.uk',
  trade: 'heating-engineer',
  town: 'Leeds',
  postcode: null,
  website: null,
  status: 'invited',
  stepsSent: 1,
  nextSendAt: new Date('2026-11-22T10:00:00Z'),
  lastSentAt: new Date('2026-11-19T10:00:00Z'),
  history: [],
  createdAt: new Date('2026-11-18T10:00:00Z'),
};
const SENDER = { ...OUTREACH_SETTINGS_DEFAULTS, postalAddress: '1 Park Row, Leeds LS1 5AB' };

const draft: OutreachCampaign = {
  ...campaign,
  status: 'draft',
  counts: { ...emptyOutreachCounts(), pending: 1 },
  total: 1,
  startedAt: null,
};

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(fetchOutreachCampaigns).mockResolvedValue([campaign]);
  vi.mocked(fetchOutreachCampaign).mockResolvedValue({ ...campaign, id: 'new-1', status: 'draft' });
  vi.mocked(fetchOutreachProspects).mockResolvedValue({ prospects: [], next: null });
  vi.mocked(fetchOutreachSettings).mockResolvedValue(OUTREACH_SETTINGS_DEFAULTS);
});

describe('/admin/outreach', () => {
  it('lists the campaigns with their counts per status', async () => {
    renderApp('/admin/outreach', { profile: makeProfile('admin') });
    expect(await findPageHeading()).toHaveTextContent('Outreach');
    const row = (await screen.findByRole('link', { name: 'Leeds plumbers' })).closest('tr')!;
    expect(within(row).getByRole('link', { name: 'Leeds plumbers' })).toHaveAttribute(
      'href',
      '/admin/outreach/camp-1',
    );
    expect(within(row).getByRole('link', { name: 'Import into Leeds plumbers' })).toHaveAttribute(
      'href',
      '/admin/outreach/camp-1#import',
    );
    const cells = within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    // Status, prospects, then pending, invited, replied, signed up, opted out, bounced.
    expect(cells).toEqual(['Sending', '16', '3', '10', '0', '2', '1', '0']);
  });

  it('creates a draft campaign with a starter email and opens it', async () => {
    vi.mocked(saveOutreachCampaign).mockResolvedValue({ id: 'new-1' });
    const user = userEvent.setup();
    renderApp('/admin/outreach', { profile: makeProfile('admin') });
    await user.click(await screen.findByRole('button', { name: 'Create campaign' }));
    expect(await screen.findByText(OUTREACH_MESSAGES.nameRequired)).toBeInTheDocument();
    await user.type(screen.getByLabelText('Campaign name'), 'York roofers');
    await user.click(screen.getByRole('button', { name: 'Create campaign' }));
    await waitFor(() =>
      expect(saveOutreachCampaign).toHaveBeenCalledWith({
        name: 'York roofers',
        steps: STARTER_STEPS,
      }),
    );
    expect(await screen.findByRole('button', { name: 'Start campaign' })).toBeInTheDocument();
  });

  it('asks for the postal address every email must carry before saving the sender', async () => {
    vi.mocked(updateOutreachSettings).mockResolvedValue({ saved: true });
    const user = userEvent.setup();
    renderApp('/admin/outreach', { profile: makeProfile('admin') });
    const save = await screen.findByRole('button', { name: 'Save sender and limit' });
    await user.click(save);
    expect(await screen.findByText(OUTREACH_MESSAGES.postalAddressRequired)).toBeInTheDocument();
    expect(updateOutreachSettings).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Postal address'), '1 Park Row, Leeds LS1 5AB');
    await user.clear(screen.getByLabelText('Emails a day, at most'));
    await user.type(screen.getByLabelText('Emails a day, at most'), '50');
    await user.click(save);
    await waitFor(() =>
      expect(updateOutreachSettings).toHaveBeenCalledWith({
        senderName: 'Fixwell',
        postalAddress: '1 Park Row, Leeds LS1 5AB',
        dailyCap: 50,
      }),
    );
  });
});

describe('/admin/outreach/:id', () => {
  beforeEach(() => {
    vi.mocked(fetchOutreachCampaign).mockResolvedValue(draft);
    vi.mocked(fetchOutreachProspects).mockResolvedValue({ prospects: [prospect], next: null });
    vi.mocked(fetchOutreachSettings).mockResolvedValue(SENDER);
  });

  it('shows the campaign, its counts and its prospects, filtered by status from the URL', async () => {
    renderApp('/admin/outreach/camp-1?status=invited', { profile: makeProfile('admin') });
    expect(await findPageHeading()).toHaveTextContent('Leeds plumbers');
    const row = await screen.findByRole('row', { name: /Aire Heating Ltd/ });
    expect(row).toHaveTextContent('office@aire-heating.co.uk');
    expect(row).toHaveTextContent('Heating engineer');
    expect(row).toHaveTextContent('Invited');
    expect(row).toHaveTextContent('22 November 2026');
    expect(fetchOutreachProspects).toHaveBeenCalledWith('camp-1', 'invited', null);
    expect(screen.getByLabelText('Status')).toHaveValue('invited');
  });

  it('starts the campaign and says how many emails went', async () => {
    vi.mocked(setOutreachCampaignStatus).mockResolvedValue({ status: 'active', sent: 1 });
    const user = userEvent.setup();
    renderApp('/admin/outreach/camp-1', { profile: makeProfile('admin') });
    await user.click(await screen.findByRole('button', { name: 'Start campaign' }));
    expect(setOutreachCampaignStatus).toHaveBeenCalledWith('camp-1', 'active');
    expect(await screen.findByText(/1 email queued now/)).toBeInTheDocument();
  });

  it('warns that a sender identity is needed before starting', async () => {
    vi.mocked(fetchOutreachSettings).mockResolvedValue(OUTREACH_SETTINGS_DEFAULTS);
    renderApp('/admin/outreach/camp-1', { profile: makeProfile('admin') });
    expect(await screen.findByText(/Set the sender name and postal address/)).toBeInTheDocument();
  });

  it('refuses an unknown placeholder on the field, and saves a follow-up email', async () => {
    vi.mocked(saveOutreachCampaign).mockResolvedValue({ id: 'camp-1' });
    const user = userEvent.setup();
    renderApp('/admin/outreach/camp-1', { profile: makeProfile('admin') });
    const subject = await screen.findByLabelText('Subject');
    await user.clear(subject);
    await user.type(subject, 'Hi {{{{firstName}}');
    await user.click(screen.getByRole('button', { name: 'Save sequence' }));
    expect(
      await screen.findByText(OUTREACH_MESSAGES.unknownPlaceholder('firstName')),
    ).toBeInTheDocument();
    expect(saveOutreachCampaign).not.toHaveBeenCalled();

    await user.clear(subject);
    await user.type(subject, 'Work for {{{{businessName}}');
    expect(screen.getByText('Work for Smith & Sons Plumbing Ltd')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add a follow-up email' }));
    await user.click(screen.getByRole('button', { name: 'Save sequence' }));
    await waitFor(() => expect(saveOutreachCampaign).toHaveBeenCalled());
    const saved = vi.mocked(saveOutreachCampaign).mock.calls[0]![0];
    expect(saved.steps).toHaveLength(2);
    expect(saved.steps[0]!.subject).toBe('Work for {{businessName}}');
    expect(saved.steps[1]!.delayDays).toBe(4);
  });

  it('marks a prospect as replied', async () => {
    vi.mocked(updateOutreachProspect).mockResolvedValue({ status: 'replied' });
    const user = userEvent.setup();
    renderApp('/admin/outreach/camp-1', { profile: makeProfile('admin') });
    await user.click(
      await screen.findByRole('button', { name: 'Mark replied for Aire Heating Ltd' }),
    );
    expect(updateOutreachProspect).toHaveBeenCalledWith({
      prospectId: 'p-1',
      action: 'mark-replied',
    });
  });

  it('previews a CSV file with its bad rows, then imports the good ones', async () => {
    vi.mocked(importOutreachProspects).mockResolvedValue({
      added: 1,
      merged: 0,
      optedOut: 0,
      onFixwell: 0,
      refused: [],
    });
    const user = userEvent.setup();
    renderApp('/admin/outreach/camp-1', { profile: makeProfile('admin') });
    const file = new File(
      [
        'Business name,Email,Trade,Town\n',
        'York Roofing Ltd,info@york-roofing.co.uk,Roofer,York\n',
        'Home Fix,homefix@gmail.com,Handyman,Leeds\n',
      ],
      'prospects.csv',
      { type: 'text/csv' },
    );
    await user.upload(await screen.findByLabelText('CSV file of businesses'), file);
    const preview = await screen.findByRole('region', { name: 'Preview of prospects.csv' });
    expect(preview).toHaveTextContent('1 business ready to import');
    const problem = within(preview).getByRole('table', { name: 'Rows with problems' });
    expect(within(problem).getAllByRole('row')[1]).toHaveTextContent(
      `3email${OUTREACH_MESSAGES.emailWebmail('gmail.com')}`,
    );
    await user.click(within(preview).getByRole('button', { name: 'Import 1 business' }));
    expect(importOutreachProspects).toHaveBeenCalledWith('camp-1', [
      expect.objectContaining({
        line: 2,
        email: 'info@york-roofing.co.uk',
        trade: 'roofer',
        town: 'York',
      }),
    ]);
    expect(await screen.findByText('1 business added')).toBeInTheDocument();
  });

  it('says plainly when a file is not comma-separated', async () => {
    const user = userEvent.setup();
    renderApp('/admin/outreach/camp-1', { profile: makeProfile('admin') });
    const file = new File(['business name;email;trade\nA;a@a.co.uk;tiler\n'], 'semi.csv', {
      type: 'text/csv',
    });
    await user.upload(await screen.findByLabelText('CSV file of businesses'), file);
    expect(await screen.findByRole('alert')).toHaveTextContent('separated by semicolons');
    expect(screen.queryByRole('button', { name: /^Import/ })).not.toBeInTheDocument();
  });
});
