import {
  DEFAULT_AI_SETTINGS,
  LOCAL_PROVIDER_LABEL,
  type AiOverview,
  type GenerateAiDraftResult,
} from '@fixwell/common/admin/ai-content';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import {
  fetchAiOverview,
  fetchDraftableIdeas,
  fetchRecentAiDrafts,
  generateAiDraft,
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

const LOCAL_OVERVIEW: AiOverview = {
  provider: 'local',
  providerLabel: 'Local test provider (no AI model: a fixed template for offline use and tests)',
  model: 'local-template-v1',
  configuredModel: 'local-template-v1',
  endpoint: null,
  settings: DEFAULT_AI_SETTINGS,
  today: {
    day: '2026-11-22',
    requests: 3,
    tokens: 4200,
    costPence: 0.1234,
    resetsAt: Date.UTC(2026, 10, 23, 0, 0),
  },
};

const RECENT: AiUsageRow = {
  id: 'u1',
  actorEmail: 'admin@fixwell.test',
  title: 'How to bleed a radiator',
  provider: 'local',
  model: 'local-template-v1',
  label: LOCAL_PROVIDER_LABEL,
  inputTokens: 300,
  outputTokens: 900,
  costPence: 0.0468,
  outcome: 'ok',
  error: null,
  postId: 'post-1',
  day: '2026-11-22',
  createdAt: new Date('2026-11-22T14:05:00Z'),
};

const GENERATED: GenerateAiDraftResult = {
  postId: 'post-9',
  title: 'Why is my boiler losing pressure',
  provider: 'local',
  model: 'local-template-v1',
  label: LOCAL_PROVIDER_LABEL,
  inputTokens: 310,
  outputTokens: 880,
};

const renderPage = () => renderApp('/admin/ai-content', { profile: makeProfile('admin') });

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(fetchAiOverview).mockResolvedValue(LOCAL_OVERVIEW);
  vi.mocked(fetchDraftableIdeas).mockResolvedValue([
    {
      id: 'idea-1',
      workingTitle: 'Why is my boiler losing pressure',
      searchPhrase: 'boiler pressure',
    },
  ]);
  vi.mocked(fetchRecentAiDrafts).mockResolvedValue([RECENT]);
  vi.mocked(generateAiDraft).mockResolvedValue(GENERATED);
});

describe('/admin/ai-content', () => {
  it('says the local test provider writes the drafts, and shows today’s usage against the limits', async () => {
    renderPage();
    expect(await findPageHeading()).toHaveTextContent('AI content');
    expect(await screen.findByTestId('local-provider-notice')).toHaveTextContent(
      `${LOCAL_PROVIDER_LABEL}.`,
    );
    expect(screen.getByText('3 of 50')).toBeInTheDocument();
    expect(screen.getByText('4,200 of 200,000')).toBeInTheDocument();
    expect(screen.getByText('0.1234p')).toBeInTheDocument();
    expect(
      screen.getByText('At midnight, London time, as 23 November 2026 begins'),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Settings, limits and the usage log' }),
    ).toHaveAttribute('href', '/admin/blog/ai-management');
  });

  it('generates a draft from an idea, then links to it in the editor with its label', async () => {
    const user = userEvent.setup();
    let finish: (value: Awaited<ReturnType<typeof generateAiDraft>>) => void = () => {};
    vi.mocked(generateAiDraft).mockReturnValue(new Promise((resolve) => (finish = resolve)));
    renderPage();
    await user.selectOptions(
      await screen.findByLabelText('Idea'),
      'Why is my boiler losing pressure (boiler pressure)',
    );
    await user.selectOptions(screen.getByLabelText('Content type'), 'How-to guides');
    await user.selectOptions(screen.getByLabelText('Length'), 'Short (about 500 words)');
    await user.click(screen.getByRole('button', { name: 'Generate a draft' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Writing the draft…');
    expect(generateAiDraft).toHaveBeenCalledWith({
      source: 'idea',
      ideaId: 'idea-1',
      title: '',
      brief: '',
      searchPhrase: '',
      section: 'how-to',
      tone: 'practical',
      length: 'short',
    });
    finish(GENERATED);
    const link = await screen.findByRole('link', { name: 'Open the draft in the editor' });
    expect(link).toHaveAttribute('href', '/admin/blog/edit/post-9');
    const result = link.closest('.card') as HTMLElement;
    expect(within(result).getByText(LOCAL_PROVIDER_LABEL)).toBeInTheDocument();
    expect(result).toHaveTextContent('Draft saved: Why is my boiler losing pressure');
  });

  it('asks for an idea or a working title before calling the function', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Generate a draft' }));
    expect(await screen.findByText('Choose an idea.')).toBeInTheDocument();
    await user.click(screen.getByLabelText('A brief I write here'));
    await user.type(screen.getByLabelText('Working title'), 'Too short');
    await user.click(screen.getByRole('button', { name: 'Generate a draft' }));
    expect(
      await screen.findByText('Give the post a working title (at least 10 characters).'),
    ).toBeInTheDocument();
    expect(generateAiDraft).not.toHaveBeenCalled();
  });

  it('shows the limit message when the day’s limit is used up', async () => {
    const user = userEvent.setup();
    const message =
      'Today’s limit of 50 AI requests is used up. It resets at midnight (London time).';
    vi.mocked(generateAiDraft).mockRejectedValue(
      new CallFunctionError(message, { code: 'resource-exhausted' }),
    );
    renderPage();
    await user.click(await screen.findByLabelText('A brief I write here'));
    await user.type(screen.getByLabelText('Working title'), 'How to bleed a radiator');
    await user.click(screen.getByRole('button', { name: 'Generate a draft' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Open the draft in the editor' })).toBeNull();
  });

  it('lists the recent AI drafts with links to the editor and their label', async () => {
    renderPage();
    const list = await screen.findByRole('list', { name: 'Recent AI drafts, newest first' });
    const [item] = within(list).getAllByRole('listitem');
    expect(within(item!).getByRole('link', { name: 'How to bleed a radiator' })).toHaveAttribute(
      'href',
      '/admin/blog/edit/post-1',
    );
    expect(item!).toHaveTextContent('22 November 2026, 14:05 by admin@fixwell.test');
    expect(item!).toHaveTextContent('1,200 tokens');
    expect(item!).toHaveTextContent(LOCAL_PROVIDER_LABEL);
  });

  it('offers a retry when the ideas cannot be loaded', async () => {
    vi.mocked(fetchDraftableIdeas).mockRejectedValueOnce(new Error('offline'));
    renderPage();
    expect(await screen.findByText(/We could not load the ideas\./)).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: /try again/i }));
    await waitFor(() => expect(screen.getByLabelText('Idea')).toBeInTheDocument());
  });
});
