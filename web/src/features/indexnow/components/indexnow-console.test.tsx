import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import {
  fetchIndexNowHistory,
  fetchIndexNowSettings,
  submitIndexNowUrls,
} from '@/features/indexnow/api/indexnow-data';
import { IndexNowConsole } from '@/features/indexnow/components/indexnow-console';
import type { IndexNowHistoryRow } from '@/features/indexnow/indexnow-types';
import { renderApp } from '@/testing/test-utils';

vi.mock('@/features/indexnow/api/indexnow-data', () => ({
  fetchIndexNowHistory: vi.fn(),
  fetchIndexNowSettings: vi.fn(),
  submitIndexNowUrls: vi.fn(),
}));

const ORIGIN = 'https://www.fixwell.co.uk';
const KEY = '0123456789abcdef0123456789abcdef';

function makeRow(overrides: Partial<IndexNowHistoryRow> = {}): IndexNowHistoryRow {
  return {
    id: 'r1',
    trigger: 'article',
    source: 'articles/how-to-bleed-a-radiator',
    requestedBy: null,
    endpoint: 'https://api.indexnow.org/indexnow',
    urls: [`${ORIGIN}/how-to/how-to-bleed-a-radiator`],
    urlCount: 1,
    status: 202,
    outcome: 'accepted',
    message: 'Accepted: the key will be checked',
    submittedAt: new Date('2026-11-22T14:05:00Z'),
    ...overrides,
  };
}

const renderConsole = (url = '/admin/indexnow') => renderApp(<IndexNowConsole />, { url });

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(fetchIndexNowSettings).mockResolvedValue({
    key: KEY,
    keyLocation: `${ORIGIN}/${KEY}.txt`,
    host: 'www.fixwell.co.uk',
    endpoint: 'https://api.indexnow.org/indexnow',
  });
  vi.mocked(fetchIndexNowHistory).mockResolvedValue({ rows: [makeRow()], hasMore: false });
  vi.mocked(submitIndexNowUrls).mockResolvedValue({
    submissionId: 's1',
    status: 200,
    outcome: 'accepted',
    message: 'OK: URLs submitted',
  });
});

describe('IndexNowConsole', () => {
  it('shows the key, its key file and the endpoint', async () => {
    renderConsole();
    expect(await screen.findByText(KEY)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: `${ORIGIN}/${KEY}.txt` })).toHaveAttribute(
      'href',
      `${ORIGIN}/${KEY}.txt`,
    );
    expect(screen.getByText('https://api.indexnow.org/indexnow')).toBeInTheDocument();
  });

  it('lists each submission with its response code, time, trigger and URLs', async () => {
    renderConsole();
    const list = await screen.findByRole('list', { name: 'Submissions, newest first' });
    const [item] = within(list).getAllByRole('listitem');
    expect(item!).toHaveTextContent('202');
    expect(item!).toHaveTextContent('Accepted: the key will be checked');
    expect(item!).toHaveTextContent('22 November 2026, 14:05');
    expect(item!).toHaveTextContent('Article published, changed or removed');
    expect(item!).toHaveTextContent(`${ORIGIN}/how-to/how-to-bleed-a-radiator`);
  });

  it('filters the history by trigger, kept in the address', async () => {
    const user = userEvent.setup();
    renderConsole('/admin/indexnow?trigger=manual');
    await screen.findByRole('list', { name: 'Submissions, newest first' });
    expect(vi.mocked(fetchIndexNowHistory)).toHaveBeenLastCalledWith('manual', 20);
    await user.click(screen.getByRole('button', { name: 'All' }));
    await waitFor(() => expect(vi.mocked(fetchIndexNowHistory)).toHaveBeenLastCalledWith(null, 20));
  });

  it('refuses another site’s address on the field, and submits this site’s', async () => {
    const user = userEvent.setup();
    renderConsole();
    await screen.findByText(KEY);
    const field = screen.getByLabelText('URLs to submit');
    await user.type(field, 'https://evil.test/page');
    await user.click(screen.getByRole('button', { name: 'Submit to IndexNow' }));
    expect(await screen.findByText(/is not on https:\/\/www\.fixwell\.co\.uk/)).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(submitIndexNowUrls).not.toHaveBeenCalled();

    await user.clear(field);
    await user.type(field, `${ORIGIN}/blog/new-post{enter}{enter}${ORIGIN}/blog/new-post`);
    await user.click(screen.getByRole('button', { name: 'Submit to IndexNow' }));
    await waitFor(() =>
      expect(submitIndexNowUrls).toHaveBeenCalledWith({ urls: [`${ORIGIN}/blog/new-post`] }),
    );
  });
});
