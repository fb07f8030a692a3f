import { PRICE_RANGE_ORDER_MESSAGE } from '@fixwell/common/admin/catalogue-admin';
import { SEED_SERVICES } from '@fixwell/common/catalogue/catalogue-data';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import {
  fetchCatalogueService,
  fetchCatalogueServices,
  fetchServiceHistory,
  saveCatalogueService,
  type AdminServiceRow,
} from '@/features/admin-services/api/admin-services-data';
import { AdminServices } from '@/features/admin-services/components/admin-services';
import { storeDraft } from '@/hooks/use-form-draft';
import { renderApp } from '@/testing/test-utils';

vi.mock('@/features/admin-services/api/admin-services-data', () => ({
  fetchCatalogueServices: vi.fn(),
  fetchCatalogueService: vi.fn(),
  fetchServiceHistory: vi.fn(),
  saveCatalogueService: vi.fn(),
}));

const rows: AdminServiceRow[] = SEED_SERVICES.map((service) => ({
  ...service,
  source: 'seed',
  updatedAt: null,
}));
const plumber = rows.find((service) => service.slug === 'plumber')!;

beforeEach(() => {
  vi.clearAllMocks();
  sessionStorage.clear();
  vi.mocked(fetchCatalogueServices).mockResolvedValue(rows);
  vi.mocked(fetchCatalogueService).mockImplementation(
    async (slug) => rows.find((row) => row.slug === slug) ?? null,
  );
  vi.mocked(fetchServiceHistory).mockResolvedValue([
    {
      id: 'a1',
      action: 'service.update',
      actorEmail: 'admin@fixwell.test',
      at: new Date('2026-11-20T10:30:00Z'),
      changed: ['priceRanges', 'faqs'],
      reason: null,
    },
  ]);
  vi.mocked(saveCatalogueService).mockResolvedValue({ slug: 'plumber', changed: ['priceRanges'] });
});

describe('AdminServices', () => {
  it('lists every service and filters by search and trade, in the URL', async () => {
    const { user, router } = renderApp(<AdminServices />, { url: '/admin/services' });
    const table = await screen.findByRole('table', { name: 'Catalogue services' });
    expect(within(table).getAllByRole('row')).toHaveLength(rows.length + 1);
    expect(screen.getByText(`${rows.length} services`)).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'plumb');
    expect(router.state.location.search).toContain('q=plumb');
    expect(within(table).getByRole('button', { name: 'Plumber' })).toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: 'Electrician' })).not.toBeInTheDocument();

    await user.clear(screen.getByRole('searchbox', { name: 'Search' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Trade' }), 'electrician');
    expect(router.state.location.search).toBe('?trade=electrician');
    const shown = within(table).getAllByRole('row').slice(1);
    expect(shown.length).toBeGreaterThan(0);
    for (const row of shown) expect(row).toHaveTextContent('Electrician');
  });

  it('edits a service: live messages per field, then saves it with the history shown', async () => {
    const { user, router } = renderApp(<AdminServices />, { url: '/admin/services' });
    await user.click(await screen.findByRole('button', { name: 'Plumber' }));
    expect(router.state.location.search).toBe('?edit=plumber');
    expect(await screen.findByRole('heading', { name: 'Edit Plumber' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /View the public page/ })).toHaveAttribute(
      'href',
      '/services/plumber',
    );
    expect(screen.getByLabelText('Address (slug)')).toHaveAttribute('readonly');
    const history = screen.getByRole('region', { name: 'History' });
    expect(await within(history).findByRole('listitem')).toHaveTextContent(
      'Edited (prices, FAQs) by admin@fixwell.test on 20 November 2026',
    );

    const prices = screen.getByRole('group', { name: 'Typical prices' });
    const from = within(prices).getAllByLabelText('From (£)')[0]!;
    const to = within(prices).getAllByLabelText('To (£)')[0]!;
    await user.clear(to);
    await user.type(to, '1');
    await user.clear(from);
    await user.type(from, '50');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(PRICE_RANGE_ORDER_MESSAGE)).toBeVisible();
    expect(saveCatalogueService).not.toHaveBeenCalled();

    await user.clear(to);
    await user.type(to, '240');
    const name = screen.getByLabelText('Name');
    await user.clear(name);
    expect(await screen.findByText('Write at least 3 characters.')).toBeVisible();
    await user.type(name, 'Plumber');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(saveCatalogueService).toHaveBeenCalledTimes(1));
    const input = vi.mocked(saveCatalogueService).mock.calls[0]![0];
    expect(input.mode).toBe('update');
    expect(input.suggestionIds).toEqual([]);
    expect(input.service.priceRanges[0]).toMatchObject({ min: 50, max: 240 });
    expect(input.service.questions).toEqual(plumber.questions);
  }, 20_000);

  it('hides a service from the site, and marks it Hidden in the list', async () => {
    vi.mocked(fetchCatalogueServices).mockResolvedValue(
      rows.map((row) => (row.slug === 'locksmith' ? { ...row, hidden: true } : row)),
    );
    const { user } = renderApp(<AdminServices />, { url: '/admin/services' });
    const table = await screen.findByRole('table', { name: 'Catalogue services' });
    expect(within(table).getByRole('row', { name: /Locksmith/ })).toHaveTextContent('Hidden');
    expect(within(table).getByRole('row', { name: /^Plumber/ })).not.toHaveTextContent('Hidden');

    await user.click(within(table).getByRole('button', { name: 'Plumber' }));
    const hide = await screen.findByRole('checkbox', { name: 'Hide this service' });
    expect(hide).not.toBeChecked();
    await user.click(hide);
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(saveCatalogueService).toHaveBeenCalledTimes(1));
    expect(vi.mocked(saveCatalogueService).mock.calls[0]![0].service.hidden).toBe(true);
  });

  it('reorders and removes questions with the question builder', async () => {
    const { user } = renderApp(<AdminServices />, { url: '/admin/services?edit=plumber' });
    const builder = await screen.findByRole('group', { name: 'Questions on the quote form' });
    const labels = () =>
      within(builder)
        .getAllByLabelText('Question')
        .map((input) => (input as HTMLInputElement).value);
    const first = labels()[0];
    await user.click(within(builder).getByRole('button', { name: 'Move question 1 down' }));
    expect(labels()[1]).toBe(first);
    await user.click(within(builder).getByRole('button', { name: 'Add a question' }));
    expect(labels()).toHaveLength(plumber.questions.length + 1);
    await user.click(
      within(builder).getByRole('button', {
        name: `Remove question ${plumber.questions.length + 1}`,
      }),
    );
    expect(labels()).toHaveLength(plumber.questions.length);

    // Too few FAQs: the list says so when the admin tries to save.
    const faqs = screen.getByRole('group', { name: 'Frequently asked questions' });
    for (let n = plumber.faqs.length; n > 3; n -= 1)
      await user.click(within(faqs).getByRole('button', { name: `Remove FAQ ${n}` }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await within(faqs).findByText('Add at least 4 entries.')).toBeVisible();
    expect(saveCatalogueService).not.toHaveBeenCalled();
  }, 20_000);

  it('keeps unsaved changes through a reload, and offers to discard them', async () => {
    const first = renderApp(<AdminServices />, { url: '/admin/services?edit=plumber' });
    const name = await screen.findByLabelText('Name');
    await first.user.type(name, 's');
    first.unmount();

    const { user } = renderApp(<AdminServices />, { url: '/admin/services?edit=plumber' });
    expect(await screen.findByText('Your unsaved changes from earlier are back.')).toBeVisible();
    expect(screen.getByLabelText('Name')).toHaveValue('Plumbers');
    await user.click(screen.getByRole('button', { name: 'Discard them' }));
    expect(screen.getByLabelText('Name')).toHaveValue('Plumber');
  }, 20_000);

  it('creates a service approved from suggestions, prefilled from the suggestion', async () => {
    vi.mocked(saveCatalogueService).mockResolvedValue({ slug: 'pond-cleaning', changed: ['name'] });
    const url = '/admin/services?new=1&from=s1,s2&name=Pond+cleaning';
    const first = renderApp(<AdminServices />, { url });
    expect(await screen.findByRole('heading', { name: 'New service' })).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Pond cleaning');
    expect(screen.getByLabelText('Address (slug)')).toHaveValue('pond-cleaning');
    expect(screen.getByText(/approves the 2 suggestions/)).toBeInTheDocument();
    first.unmount();

    // The rest typed in earlier (a draft), then saved.
    const { slug: _slug, source: _source, updatedAt: _updatedAt, ...texts } = plumber;
    storeDraft('admin-service:new', {
      values: { ...texts, slug: 'pond-cleaning', name: 'Pond cleaning', keywords: [] },
      suggestionIds: ['s1', 's2'],
    });
    const { user, router } = renderApp(<AdminServices />, { url });
    await user.click(await screen.findByRole('button', { name: 'Create the service' }));
    await waitFor(() => expect(saveCatalogueService).toHaveBeenCalledTimes(1));
    expect(vi.mocked(saveCatalogueService).mock.calls[0]![0]).toMatchObject({
      mode: 'create',
      suggestionIds: ['s1', 's2'],
      service: { slug: 'pond-cleaning', name: 'Pond cleaning' },
    });
    await waitFor(() => expect(router.state.location.search).toBe('?edit=pond-cleaning'));
  }, 20_000);
});
