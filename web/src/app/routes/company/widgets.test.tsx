import { screen, waitFor, within } from '@testing-library/react';
import type * as FirestoreModule from 'firebase/firestore';
import { getCountFromServer, getDoc } from 'firebase/firestore';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { findPageHeading, makeProfile, renderApp } from '@/testing/test-utils';

type Filter = { field: string; op: string; value: unknown };
type FakeQuery = { path: string; filters: Filter[] };

vi.mock('@/lib/firebase', () => ({ firebaseAuth: () => ({}), firebaseApp: () => ({}) }));
vi.mock('@/lib/firestore', () => ({ firestore: () => ({}) }));
vi.mock('firebase/firestore', async (importOriginal) => ({
  ...(await importOriginal<typeof FirestoreModule>()),
  doc: vi.fn((_db: unknown, ...segments: string[]) => ({ path: segments.join('/') })),
  getDoc: vi.fn(),
  collection: vi.fn((_db: unknown, path: string): FakeQuery => ({ path, filters: [] })),
  where: vi.fn((field: string, op: string, value: unknown): Filter => ({ field, op, value })),
  query: vi.fn((base: FakeQuery, ...filters: Filter[]): FakeQuery => ({
    ...base,
    filters: [...base.filters, ...filters],
  })),
  getCountFromServer: vi.fn(),
}));

const mockedGetDoc = vi.mocked(getDoc);
const mockedCount = vi.mocked(getCountFromServer);
const COMPANY = makeProfile('company', { id: 'company-uid', businessName: 'Brightwater' });

function documents(data: Record<string, Record<string, unknown> | null>) {
  mockedGetDoc.mockImplementation((async ({ path }: { path: string }) => {
    const fields = data[path] ?? null;
    return { exists: () => fields !== null, get: (field: string) => fields?.[field] };
  }) as never);
}

function counts(answer: (query: FakeQuery) => number | Error) {
  mockedCount.mockImplementation((async (query: FakeQuery) => {
    const count = answer(query);
    if (count instanceof Error) throw count;
    return { data: () => ({ count }) };
  }) as never);
}

const isThisMonth = (query: FakeQuery) => query.filters.some((f) => f.field === 'createdAt');

beforeEach(() => {
  mockedGetDoc.mockReset();
  mockedCount.mockReset();
  documents({
    'subscriptions/company-uid': { status: 'active' },
    'companies/company-uid': {
      slug: 'brightwater-plumbing-heating-leeds',
      businessName: 'Brightwater Plumbing & Heating',
      trades: ['plumber', 'heating-engineer', 'other'],
    },
  });
  counts((query) => (isThisMonth(query) ? 2 : 1234));
});

const embedCode = () => screen.findByRole<HTMLTextAreaElement>('textbox', { name: 'Embed code' });

describe('/company/widgets', () => {
  it('gives the embed code for the company and updates it with the chosen service', async () => {
    const { user } = renderApp('/company/widgets', { profile: COMPANY });
    expect(await findPageHeading()).toHaveTextContent('Website widgets');
    const code = await embedCode();
    expect(code.value).toContain(
      `src="${window.location.origin}/widget/quote-form?company=brightwater-plumbing-heating-leeds"`,
    );
    expect(code.value).toContain('title="Request a quote from Brightwater Plumbing &amp; Heating"');

    // Only the company's trades that the quote form offers.
    const select = screen.getByRole('combobox', { name: /Service to preselect/ });
    await waitFor(() => expect(select).toBeEnabled());
    const options = within(select)
      .getAllByRole('option')
      .map((option) => option.getAttribute('value'));
    expect(options).toEqual(['', 'plumber', 'heating-engineer']);

    await user.selectOptions(select, 'heating-engineer');
    expect(code.value).toContain(
      '/widget/quote-form?company=brightwater-plumbing-heating-leeds&amp;service=heating-engineer"',
    );
    expect(screen.getByTitle(/^Preview of the quote request form/)).toHaveAttribute(
      'src',
      `${window.location.origin}/widget/quote-form?company=brightwater-plumbing-heating-leeds&service=heating-engineer`,
    );
  });

  it('counts the company’s widget requests this month and in all', async () => {
    renderApp('/company/widgets', { profile: COMPANY });
    const results = await screen.findByRole('region', { name: 'Requests through your widget' });
    await waitFor(() => expect(within(results).getByText('1,234')).toBeInTheDocument());
    expect(within(results).getByText('2')).toBeInTheDocument();

    // Both are counts of this company's widget leads; one from the start of the month.
    const queries = mockedCount.mock.calls.map(([query]) => query as unknown as FakeQuery);
    expect(queries).toHaveLength(2);
    for (const query of queries) {
      expect(query.path).toBe('leads');
      expect(query.filters).toEqual(
        expect.arrayContaining([
          { field: 'companyId', op: '==', value: 'company-uid' },
          { field: 'source', op: '==', value: 'widget' },
        ]),
      );
    }
    const monthly = queries.find(isThisMonth)!.filters.find((f) => f.field === 'createdAt')!;
    const start = (monthly.value as { toDate(): Date }).toDate();
    expect(monthly.op).toBe('>=');
    expect(start.getDate()).toBe(1);
    expect(start.getHours()).toBe(0);
  });

  it('says when nothing has come through the widget yet', async () => {
    counts(() => 0);
    renderApp('/company/widgets', { profile: COMPANY });
    expect(
      await screen.findByText(/No requests have come through your widget yet/),
    ).toBeInTheDocument();
  });

  it('offers to try again when the figures cannot be loaded', async () => {
    counts(() => new Error('unavailable'));
    const { user } = renderApp('/company/widgets', { profile: COMPANY });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load your widget requests.');
    counts(() => 3);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    const results = screen.getByRole('region', { name: 'Requests through your widget' });
    await waitFor(() => expect(within(results).getAllByText('3')).toHaveLength(2));
    // The code does not depend on the figures.
    expect(await embedCode()).toBeInTheDocument();
  });

  it('explains the missing code while the company profile is still being created', async () => {
    documents({ 'subscriptions/company-uid': { status: 'active' } });
    renderApp('/company/widgets', { profile: COMPANY });
    expect(
      await screen.findByText(/Your company profile is still being set up/),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Embed code' })).not.toBeInTheDocument();
  });
});
