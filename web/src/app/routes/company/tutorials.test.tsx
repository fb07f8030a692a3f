import type { TutorialId } from '@fixwell/common/stickers/tutorial-progress';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { fetchSubscription } from '@/features/billing/api/billing-data';
import { makeSubscription } from '@/features/billing/testing/make-subscription';
import {
  fetchTutorialProgress,
  saveTutorialProgress,
} from '@/features/tutorials/api/tutorials-data';
import { findPageHeading, makeProfile, renderApp } from '@/testing/test-utils';

vi.mock('@/features/billing/api/billing-data', () => ({ fetchSubscription: vi.fn() }));
vi.mock('@/features/tutorials/api/tutorials-data', () => ({
  fetchTutorialProgress: vi.fn(),
  saveTutorialProgress: vi.fn(),
}));

const COMPANY = makeProfile('company', { id: 'company-uid' });

/** What Firestore would hold: the data module's mock reads back what it saved. */
let stored: TutorialId[] = [];

beforeEach(() => {
  vi.clearAllMocks();
  stored = [];
  vi.mocked(fetchSubscription).mockResolvedValue(
    makeSubscription({ currentPeriodEnd: new Date(Date.now() + 20 * 86_400_000) }),
  );
  vi.mocked(fetchTutorialProgress).mockImplementation(async () => [...stored]);
  vi.mocked(saveTutorialProgress).mockImplementation(async (_uid, completed) => {
    stored = [...completed];
  });
});

const guides = () => screen.getByRole('list', { name: 'Guides' });
const guideTitles = () =>
  within(guides())
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

describe('/company/tutorials', () => {
  it('shows a guide for each part of Fixwell, with steps linking to the real pages', async () => {
    renderApp('/company/tutorials', { profile: COMPANY });
    expect(await findPageHeading()).toHaveTextContent('Tutorials');
    await screen.findByRole('list', { name: 'Guides' });
    expect(guideTitles()).toEqual([
      'Get set up and verified',
      'Leads and your allowance',
      'My leads and the first-reply promise',
      'Messages',
      'Appointments',
      'Quotes and invoices',
      'Card payments and payouts',
      'The website widget',
      'Reviews',
      'Profile, coverage and stickers',
    ]);
    expect(screen.getByText('0 of 10 guides finished')).toBeVisible();
    const widget = screen.getByRole('article', { name: 'The website widget' });
    expect(within(widget).getByRole('link', { name: 'Website widgets' })).toHaveAttribute(
      'href',
      '/company/widgets',
    );
    const leads = screen.getByRole('article', { name: 'Leads and your allowance' });
    expect(within(leads).getByRole('link', { name: 'Leads' })).toHaveAttribute(
      'href',
      '/company/leads',
    );
  });

  it('searches the titles and the steps, every word in any order', async () => {
    const { user } = renderApp('/company/tutorials', { profile: COMPANY });
    const search = await screen.findByRole('searchbox', { name: 'Search the guides' });
    await user.type(search, 'deposit');
    expect(guideTitles()).toEqual(['Quotes and invoices', 'Card payments and payouts']);
    await user.clear(search);
    await user.type(search, 'RADIUS miles');
    expect(guideTitles()).toEqual(['Profile, coverage and stickers']);
    await user.clear(search);
    await user.type(search, 'boiler');
    expect(screen.getByText('No guide mentions “boiler”. Try another word.')).toBeVisible();
    expect(screen.queryByRole('list', { name: 'Guides' })).toBeNull();
    await user.clear(search);
    expect(guideTitles()).toHaveLength(10);
  });

  it('keeps a tick across a reload, and an untick too', async () => {
    const first = renderApp('/company/tutorials', { profile: COMPANY });
    const tick = await screen.findByRole('checkbox', { name: 'I have finished “Messages”' });
    await first.user.click(tick);
    expect(tick).toBeChecked();
    await waitFor(() =>
      expect(saveTutorialProgress).toHaveBeenCalledWith('company-uid', ['messages']),
    );
    expect(screen.getByText('1 of 10 guides finished')).toBeVisible();
    first.unmount();

    const second = renderApp('/company/tutorials', { profile: COMPANY });
    const again = await screen.findByRole('checkbox', { name: 'I have finished “Messages”' });
    expect(again).toBeChecked();
    expect(screen.getByRole('article', { name: /^Messages/ })).toHaveTextContent('Finished');
    expect(fetchTutorialProgress).toHaveBeenLastCalledWith('company-uid');
    await second.user.click(again);
    await waitFor(() => expect(stored).toEqual([]));
    second.unmount();

    renderApp('/company/tutorials', { profile: COMPANY });
    expect(
      await screen.findByRole('checkbox', { name: 'I have finished “Messages”' }),
    ).not.toBeChecked();
  });

  it('puts a tick back when it could not be saved', async () => {
    vi.mocked(saveTutorialProgress).mockRejectedValue(new Error('offline'));
    const { user } = renderApp('/company/tutorials', { profile: COMPANY });
    const tick = await screen.findByRole('checkbox', { name: 'I have finished “Reviews”' });
    await user.click(tick);
    await waitFor(() => expect(tick).not.toBeChecked());
    expect(await screen.findByText('We could not save your tick. Please try again.')).toBeVisible();
  });
});
