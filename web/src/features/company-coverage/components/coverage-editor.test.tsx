import { COVERAGE_MESSAGES } from '@fixwell/common/coverage/coverage';
import { knownDistrictsOfArea } from '@fixwell/common/coverage/district-positions';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import {
  estimateCoverageLeads,
  fetchCompanyCoverage,
  saveCompanyCoverage,
  type CompanyCoverageSettings,
} from '@/features/company-coverage/api/company-coverage-data';
import { CoverageEditor } from '@/features/company-coverage/components/coverage-editor';
import { CallFunctionError } from '@/lib/call-function';
import { PROVISIONING_POLL_MS } from '@/lib/company-provisioning';
import { renderApp } from '@/testing/test-utils';

vi.mock('@/features/company-coverage/api/company-coverage-data', () => ({
  fetchCompanyCoverage: vi.fn(),
  saveCompanyCoverage: vi.fn(),
  estimateCoverageLeads: vi.fn(),
}));
const fetchCoverage = vi.mocked(fetchCompanyCoverage);
const save = vi.mocked(saveCompanyCoverage);
const estimate = vi.mocked(estimateCoverageLeads);

const SETTINGS: CompanyCoverageSettings = {
  trades: ['plumber'],
  mainTrade: 'plumber',
  baseDistrict: 'LS6',
  coverage: { mode: 'districts', areas: [], districts: ['LS6'], radiusMiles: null },
};

beforeEach(() => {
  fetchCoverage.mockReset().mockResolvedValue(SETTINGS);
  save.mockReset().mockResolvedValue({ coverageKeys: 1, districtCount: 1 });
  estimate.mockReset().mockImplementation(async ({ coverage }) => ({
    districtCount: 0,
    towns: [],
    moreTowns: 0,
    requestsLast90Days: coverage.districts.length * 3 + coverage.areas.length * 10,
  }));
});

function renderEditor() {
  return renderApp(<CoverageEditor companyId="acme" />, { url: '/company/profile' });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('CoverageEditor', () => {
  it('tells a brand-new company its profile is being set up, then shows the form by itself', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    fetchCoverage.mockResolvedValueOnce(null);
    renderEditor();
    const waiting = await screen.findByText(/still being set up/);
    expect(waiting).toHaveRole('status');
    expect(screen.queryByText(/refresh|reload/i)).not.toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(PROVISIONING_POLL_MS));
    expect(await screen.findByRole('checkbox', { name: 'Plumber' })).toBeChecked();
    expect(screen.queryByText(/still being set up/)).not.toBeInTheDocument();
  });

  it('shows the current trades and districts, what they cover and recent demand', async () => {
    renderEditor();
    expect(await screen.findByRole('checkbox', { name: 'Plumber' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Electrician' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: /pick postcode districts/i })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Remove LS6' })).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'What this covers' });
    expect(summary).toHaveTextContent('1 postcode district');
    expect(summary).toHaveTextContent('Towns: Leeds.');
    expect(
      await within(summary).findByText(/3 quote requests/, undefined, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(summary).toHaveTextContent(
      '3 quote requests for your trades in these places in the last 90 days.',
    );
    expect(estimate).toHaveBeenCalledWith({
      trades: ['plumber'],
      coverage: { mode: 'districts', areas: [], districts: ['LS6'], radiusMiles: null },
    });
  });

  it('adds districts and whole areas from the search with the keyboard, and removes them', async () => {
    const { user } = renderEditor();
    const search = await screen.findByRole('searchbox', { name: /search districts/i });
    await user.type(search, 'ls7{Enter}');
    expect(screen.getByRole('button', { name: 'Remove LS7' })).toBeInTheDocument();
    expect(search).toHaveValue('');

    await user.type(search, 'BD');
    await user.click(screen.getByRole('button', { name: /^Add All of BD/ }));
    expect(screen.getByRole('button', { name: 'Remove all of BD' })).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'What this covers' });
    expect(summary).toHaveTextContent(
      `${knownDistrictsOfArea('BD').length + 2} postcode districts`,
    );
    expect(summary).toHaveTextContent('Leeds');
    expect(summary).toHaveTextContent('Bradford');

    await user.click(screen.getByRole('button', { name: 'Remove LS6' }));
    expect(screen.queryByRole('button', { name: 'Remove LS6' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save coverage' }));
    await waitFor(() =>
      expect(save).toHaveBeenCalledWith({
        trades: ['plumber'],
        coverage: { mode: 'districts', areas: ['BD'], districts: ['LS7'], radiusMiles: null },
      }),
    );
    expect(await screen.findByText('Coverage saved')).toBeInTheDocument();
  });

  it('covers a radius around the base district', async () => {
    const { user } = renderEditor();
    await user.click(await screen.findByRole('radio', { name: /a distance around my base/i }));
    const miles = screen.getByRole('spinbutton', { name: 'Radius in miles' });
    expect(screen.getByText(/Measured from your base district, LS6 \(Leeds\)/)).toBeInTheDocument();
    await user.type(miles, '10');
    const summary = screen.getByRole('region', { name: 'What this covers' });
    await waitFor(() => expect(summary).toHaveTextContent('Bradford'));
    await user.click(screen.getByRole('checkbox', { name: 'Electrician' }));
    await user.click(screen.getByRole('button', { name: 'Save coverage' }));
    await waitFor(() =>
      expect(save).toHaveBeenCalledWith({
        trades: ['plumber', 'electrician'],
        coverage: { mode: 'radius', areas: [], districts: [], radiusMiles: 10 },
      }),
    );
  });

  it('says what is wrong on the field, from the form and from the server', async () => {
    const { user } = renderEditor();
    await user.click(await screen.findByRole('checkbox', { name: 'Plumber' }));
    await user.click(screen.getByRole('button', { name: 'Remove LS6' }));
    await user.click(screen.getByRole('button', { name: 'Save coverage' }));
    expect(await screen.findByText(COVERAGE_MESSAGES.tradesRequired)).toBeInTheDocument();
    expect(screen.getByText(COVERAGE_MESSAGES.placesRequired)).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();

    save.mockRejectedValueOnce(
      new CallFunctionError(COVERAGE_MESSAGES.noBaseDistrict, {
        code: 'invalid-argument',
        details: { fields: { 'coverage.radiusMiles': COVERAGE_MESSAGES.noBaseDistrict } },
      }),
    );
    await user.click(screen.getByRole('checkbox', { name: 'Plumber' }));
    await user.click(screen.getByRole('radio', { name: /a distance around my base/i }));
    await user.type(screen.getByRole('spinbutton', { name: 'Radius in miles' }), '5');
    await user.click(screen.getByRole('button', { name: 'Save coverage' }));
    const miles = screen.getByRole('spinbutton', { name: 'Radius in miles' });
    await waitFor(() => expect(miles).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getAllByText(COVERAGE_MESSAGES.noBaseDistrict).length).toBeGreaterThan(0);
  });

  it('offers to try again when the coverage cannot be loaded', async () => {
    fetchCoverage.mockRejectedValueOnce(new Error('offline'));
    const { user } = renderEditor();
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('checkbox', { name: 'Plumber' })).toBeChecked();
  });
});
