import {
  DEFAULT_AI_SETTINGS,
  LOCAL_PROVIDER_LABEL,
  type AiOverview,
} from '@fixwell/common/admin/ai-content';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import {
  fetchAiOverview,
  fetchAiUsage,
  fetchAiUsageDays,
  updateAiSettings,
} from '@/features/ai-content/api/ai-content-data';
import type { AiUsageRow } from '@/features/ai-content/ai-content-types';
import { CallFunctionError } from '@/lib/call-function';
import { findPageHeading, makeProfile, renderApp } from '@/testing/test-utils';

vi.mock('@/features/ai-content/api/ai-content-data', () => ({
  fetchAiOverview: vi.fn(),
  fetchDraftableIdeas: vi.fn(),
  fetchRecentAiDrafts: vi.fn(),
  fetchAiUsage: vi.fn(),
  fetchAiUsageDays: vi.fn(),
  generateAiDraft: vi.fn(),
  updateAiSettings: vi.fn(),
}));

const OVERVIEW: AiOverview = {
  provider: 'openai-compatible',
  providerLabel: 'OpenAI-compatible chat completions API',
  model: 'gpt-4o-mini',
  configuredModel: 'gpt-4o-mini',
  endpoint: 'https://api.openai.com/v1',
  settings: DEFAULT_AI_SETTINGS,
  today: {
    day: '2026-11-22',
    requests: 1,
    tokens: 1200,
    costPence: 0.05,
    resetsAt: Date.UTC(2026, 10, 23, 0, 0),
  },
};

const row = (changes: Partial<AiUsageRow> = {}): AiUsageRow => ({
  id: 'u1',
  actorEmail: 'admin@fixwell.test',
  title: 'How to bleed a radiator',
  provider: 'openai-compatible',
  model: 'gpt-4o-mini-2024-07-18',
  label: 'Drafted with AI assistance (gpt-4o-mini-2024-07-18)',
  inputTokens: 300,
  outputTokens: 900,
  costPence: 0.0468,
  outcome: 'ok',
  error: null,
  postId: 'post-1',
  day: '2026-11-22',
  createdAt: new Date('2026-11-22T14:05:00Z'),
  ...changes,
});

const renderPage = (url = '/admin/blog/ai-management') =>
  renderApp(url, { profile: makeProfile('admin') });

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(fetchAiOverview).mockResolvedValue(OVERVIEW);
  vi.mocked(fetchAiUsage).mockResolvedValue({
    rows: [
      row(),
      row({
        id: 'u2',
        outcome: 'error',
        error: 'The AI provider is refusing requests for now (rate limited). Try again later.',
        postId: null,
        inputTokens: 0,
        outputTokens: 0,
        costPence: 0,
      }),
    ],
    hasMore: true,
  });
  vi.mocked(fetchAiUsageDays).mockResolvedValue([
    {
      day: '2026-11-22',
      requests: 2,
      errors: 1,
      inputTokens: 300,
      outputTokens: 900,
      costPence: 0.0468,
    },
    {
      day: '2026-11-21',
      requests: 4,
      errors: 0,
      inputTokens: 1000,
      outputTokens: 3000,
      costPence: 0.156,
    },
  ]);
});

describe('/admin/blog/ai-management', () => {
  it('shows the provider read-only, the model and the settings in force', async () => {
    renderPage();
    expect(await findPageHeading()).toHaveTextContent('Blog AI management');
    expect(await screen.findByLabelText('Requests per day')).toHaveValue(50);
    expect(screen.getByLabelText('Tokens per day')).toHaveValue(200_000);
    expect(screen.getByLabelText('Input tokens (pence per 1,000)')).toHaveValue(0.012);
    expect(screen.getByLabelText(/House style for the blog/)).toHaveValue(
      DEFAULT_AI_SETTINGS.houseStyle,
    );
    expect(screen.getAllByText(/OpenAI-compatible chat completions API/).length).toBeGreaterThan(0);
    expect(screen.queryByTestId('local-provider-notice')).toBeNull();
  });

  it('saves changed settings and puts the server’s field messages on the fields', async () => {
    const user = userEvent.setup();
    vi.mocked(updateAiSettings).mockResolvedValue({
      settings: { ...DEFAULT_AI_SETTINGS, dailyRequestLimit: 20 },
      changed: ['dailyRequestLimit'],
    });
    renderPage();
    const requests = await screen.findByLabelText('Requests per day');
    await user.clear(requests);
    await user.type(requests, '20');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    await waitFor(() =>
      expect(updateAiSettings).toHaveBeenCalledWith({
        ...DEFAULT_AI_SETTINGS,
        dailyRequestLimit: 20,
      }),
    );
    expect(await screen.findByText('Settings saved')).toBeInTheDocument();

    vi.mocked(updateAiSettings).mockRejectedValue(
      new CallFunctionError('Check the highlighted fields.', {
        code: 'invalid-argument',
        details: { fields: { model: 'Use the model’s id, such as gpt-4o-mini (no spaces).' } },
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(
      await screen.findByText('Use the model’s id, such as gpt-4o-mini (no spaces).'),
    ).toBeInTheDocument();
  });

  it('refuses a limit out of range before calling the function', async () => {
    const user = userEvent.setup();
    renderPage();
    const requests = await screen.findByLabelText('Requests per day');
    await user.clear(requests);
    await user.type(requests, '0');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(
      await screen.findByText('The daily request limit must be at least 1.'),
    ).toBeInTheDocument();
    expect(updateAiSettings).not.toHaveBeenCalled();
  });

  it('lists each request with its tokens, cost and outcome, and the daily totals', async () => {
    renderPage();
    const log = await screen.findByRole('table', { name: 'AI requests, newest first' });
    const [, first, second] = within(log).getAllByRole('row');
    expect(within(first!).getByRole('link', { name: 'How to bleed a radiator' })).toHaveAttribute(
      'href',
      '/admin/blog/edit/post-1',
    );
    expect(first!).toHaveTextContent('22 November 2026, 14:05');
    expect(first!).toHaveTextContent('0.0468p');
    expect(first!).toHaveTextContent('Draft saved');
    expect(second!).toHaveTextContent('Failed: The AI provider is refusing requests');
    expect(screen.getByRole('button', { name: 'Show more requests' })).toBeInTheDocument();

    const totals = screen.getByRole('table', {
      name: 'Requests, tokens and estimated cost per day',
    });
    const totalRow = within(totals).getByRole('row', { name: /Total/ });
    expect(totalRow).toHaveTextContent('6');
    expect(totalRow).toHaveTextContent('5,200');
    expect(totalRow).toHaveTextContent('0.2028p');
    expect(fetchAiUsage).toHaveBeenCalledWith(null, 20);
  });

  it('filters the log by day through the URL', async () => {
    const user = userEvent.setup();
    renderPage('/admin/blog/ai-management?day=2026-11-21');
    expect(
      await screen.findByRole('heading', { name: 'Totals on 21 November 2026' }),
    ).toBeVisible();
    await waitFor(() => expect(fetchAiUsage).toHaveBeenCalledWith('2026-11-21', 20));
    expect(fetchAiUsageDays).toHaveBeenCalledWith('2026-11-21', 14);
    await user.click(screen.getByRole('button', { name: 'All days' }));
    await waitFor(() => expect(fetchAiUsage).toHaveBeenLastCalledWith(null, 20));
  });

  it('marks the local provider’s rows with its label', async () => {
    vi.mocked(fetchAiOverview).mockResolvedValue({
      ...OVERVIEW,
      provider: 'local',
      endpoint: null,
    });
    vi.mocked(fetchAiUsage).mockResolvedValue({
      rows: [row({ provider: 'local', label: LOCAL_PROVIDER_LABEL })],
      hasMore: false,
    });
    renderPage();
    const log = await screen.findByRole('table', { name: 'AI requests, newest first' });
    expect(within(log).getByText(LOCAL_PROVIDER_LABEL)).toBeInTheDocument();
    expect(await screen.findByTestId('local-provider-notice')).toBeInTheDocument();
  });
});
