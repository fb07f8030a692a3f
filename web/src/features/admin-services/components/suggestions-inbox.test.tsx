import {
  CATALOGUE_ADMIN_MESSAGES,
  type SuggestionGroup,
} from '@fixwell/common/admin/catalogue-admin';
import { SEED_SERVICES } from '@fixwell/common/catalogue/catalogue-data';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import {
  fetchCatalogueServices,
  listServiceSuggestions,
  resolveServiceSuggestions,
} from '@/features/admin-services/api/admin-services-data';
import { SuggestionsInbox } from '@/features/admin-services/components/suggestions-inbox';
import { renderApp } from '@/testing/test-utils';

vi.mock('@/features/admin-services/api/admin-services-data', () => ({
  fetchCatalogueServices: vi.fn(),
  listServiceSuggestions: vi.fn(),
  resolveServiceSuggestions: vi.fn(),
}));

const suggestion = (id: string, text: string, createdAt: string, district: string | null) => ({
  id,
  text,
  district,
  hasEmail: id === 's1',
  status: 'new' as const,
  createdAt,
  serviceSlug: null,
});

const ponds: SuggestionGroup = {
  key: 'cleaning pond',
  text: 'Pond cleaning',
  districts: ['LS6', 'M1'],
  suggestions: [
    suggestion('s1', 'Pond cleaning', '2026-11-24T10:00:00Z', 'LS6'),
    suggestion('s2', 'Cleaning ponds', '2026-11-20T10:00:00Z', 'M1'),
  ],
};
const tub: SuggestionGroup = {
  key: 'hot repair tub',
  text: 'Hot tub repair',
  districts: [],
  suggestions: [suggestion('s3', 'Hot tub repair', '2026-11-22T10:00:00Z', null)],
};

beforeEach(() => {
  vi.clearAllMocks();
  vi.mocked(fetchCatalogueServices).mockResolvedValue(
    SEED_SERVICES.map((service) => ({ ...service, updatedAt: null })),
  );
  vi.mocked(listServiceSuggestions).mockImplementation(async ({ status }) => ({
    groups: status === 'new' || status === undefined ? [ponds, tub] : [],
    truncated: false,
  }));
  vi.mocked(resolveServiceSuggestions).mockResolvedValue({ resolved: 2, emailed: 1 });
});

describe('SuggestionsInbox', () => {
  it('shows new suggestions grouped, with how often and where they were asked for', async () => {
    renderApp(<SuggestionsInbox />, { url: '/admin/service-suggestions' });
    const card = await screen.findByRole('article', { name: 'Pond cleaning' });
    expect(card).toHaveTextContent(
      'Asked 2 times, last on 24 November 2026 · from LS6, M1 · 1 left an email address',
    );
    expect(within(card).getByText('Cleaning ponds (M1)')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Approve as a new service' })).toHaveAttribute(
      'href',
      '/admin/services?new=1&from=s1%2Cs2&name=Pond+cleaning',
    );
    expect(screen.getByRole('article', { name: 'Hot tub repair' })).toHaveTextContent('Asked once');
    expect(listServiceSuggestions).toHaveBeenCalledWith({ status: 'new' });
  });

  it('merges a group into a service after confirming, and asks for the service first', async () => {
    const { user } = renderApp(<SuggestionsInbox />, { url: '/admin/service-suggestions' });
    const card = await screen.findByRole('article', { name: 'Pond cleaning' });
    await user.click(within(card).getByRole('button', { name: 'Merge' }));
    expect(within(card).getByRole('alert')).toHaveTextContent(
      CATALOGUE_ADMIN_MESSAGES.mergeNeedsService,
    );
    await user.selectOptions(
      within(card).getByRole('combobox', { name: 'Or merge into' }),
      'plumber',
    );
    await user.click(within(card).getByRole('button', { name: 'Merge' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Merge into Plumber?' });
    expect(dialog).toHaveTextContent('One person who left an email address will be told.');
    await user.click(within(dialog).getByRole('button', { name: 'Merge' }));
    await waitFor(() =>
      expect(resolveServiceSuggestions).toHaveBeenCalledWith({
        ids: ['s1', 's2'],
        action: 'merge',
        serviceSlug: 'plumber',
        keyword: 'Pond cleaning',
      }),
    );
  });

  it('rejects only once confirmed, and shows other statuses from the URL', async () => {
    const { user, router } = renderApp(<SuggestionsInbox />, { url: '/admin/service-suggestions' });
    const card = await screen.findByRole('article', { name: 'Hot tub repair' });
    await user.click(within(card).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Reject this suggestion?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(resolveServiceSuggestions).toHaveBeenCalledWith({
        ids: ['s3'],
        action: 'reject',
        serviceSlug: '',
        keyword: 'Hot tub repair',
      }),
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'merged');
    expect(router.state.location.search).toBe('?status=merged');
    expect(await screen.findByText('No merged suggestions.')).toBeInTheDocument();
  });
});
