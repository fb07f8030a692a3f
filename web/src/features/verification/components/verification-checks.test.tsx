import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import {
  EvidenceError,
  fetchCompanyChecks,
  submitVerificationCheck,
  uploadEvidence,
  type VerificationCheck,
} from '@/features/verification/api/verification-data';
import type * as VerificationData from '@/features/verification/api/verification-data';
import { makeVerificationCheck } from '@/features/verification/testing/make-verification-check';
import { CallFunctionError } from '@/lib/call-function';
import { renderApp } from '@/testing/test-utils';

import { VerificationChecks } from './verification-checks';

vi.mock('@/features/verification/api/verification-data', async (importOriginal) => {
  const actual = await importOriginal<typeof VerificationData>();
  return {
    EvidenceError: actual.EvidenceError,
    fetchCompanyChecks: vi.fn(),
    submitVerificationCheck: vi.fn(),
    uploadEvidence: vi.fn(),
  };
});
const mockedChecks = vi.mocked(fetchCompanyChecks);
const mockedSubmit = vi.mocked(submitVerificationCheck);
const mockedUpload = vi.mocked(uploadEvidence);

const check = (overrides: Partial<VerificationCheck>) =>
  makeVerificationCheck({ companyName: 'Acme Ltd', ...overrides });

const pdf = (name = 'cert.pdf') => new File(['%PDF-1.4'], name, { type: 'application/pdf' });

beforeEach(() => {
  mockedChecks.mockReset();
  mockedSubmit.mockReset();
  mockedUpload.mockReset();
});

describe('VerificationChecks', () => {
  it('lists insurance, Companies House, then the trade’s registrations, each with its status', async () => {
    mockedChecks.mockResolvedValue({
      trades: ['plumber'],
      legalForm: 'limited-company',
      checks: [
        check({}),
        check({
          id: 'acme_gas-safe',
          type: 'gas-safe',
          status: 'verified',
          details: { number: '123456' },
          checkedOn: '2026-11-22',
        }),
        check({
          id: 'acme_companies-house',
          type: 'companies-house',
          status: 'rejected',
          details: { number: 'SC123456' },
          rejectionReason: 'the certificate is for another business',
        }),
      ],
    });
    renderApp(<VerificationChecks companyId="acme" />, { url: '/company/onboarding' });
    const items = await screen.findAllByRole('listitem');
    const titles = items.map((item) => within(item).getByRole('heading').textContent);
    expect(titles.slice(0, 3)).toEqual([
      'Public liability insurance',
      'Companies House registration',
      'Gas Safe Register',
    ]);
    expect(items[0]).toHaveTextContent(
      'Submitted 22 November 2026 — we check within 2 working days',
    );
    expect(items[1]).toHaveTextContent('Rejected: the certificate is for another business');
    expect(items[2]).toHaveTextContent('Verified 22 November 2026');
    expect(mockedChecks).toHaveBeenCalledWith('acme');
  });

  it('submits insurance with its evidence, the cover typed in pounds', async () => {
    mockedChecks.mockResolvedValue({ trades: ['plumber'], legalForm: 'sole-trader', checks: [] });
    mockedUpload.mockResolvedValue({
      fileId: 'f'.repeat(32),
      name: 'cert.pdf',
      contentType: 'application/pdf',
      bytes: 8,
    });
    mockedSubmit.mockResolvedValue({ status: 'submitted' });
    const { user } = renderApp(<VerificationChecks companyId="acme" />, {
      url: '/company/onboarding',
    });
    await user.click(
      await screen.findByRole('button', { name: /^Submit\s+Public liability insurance/ }),
    );
    await user.type(screen.getByLabelText('Insurer'), 'Hiscox');
    await user.type(screen.getByLabelText('Policy number'), 'PL-778899');
    await user.type(screen.getByLabelText('Public liability cover (£)'), '50,000');
    await user.type(screen.getByLabelText('Expiry date'), '2026-03-03');
    await user.click(screen.getByRole('button', { name: 'Submit for review' }));
    expect(await screen.findByText('Your cover must be at least £100,000.')).toBeInTheDocument();
    expect(
      screen.getByText('Your insurance expired on 3 March 2026: upload a current certificate'),
    ).toBeInTheDocument();
    expect(mockedSubmit).not.toHaveBeenCalled();

    await user.clear(screen.getByLabelText('Public liability cover (£)'));
    await user.type(screen.getByLabelText('Public liability cover (£)'), '2,000,000');
    await user.clear(screen.getByLabelText('Expiry date'));
    await user.type(screen.getByLabelText('Expiry date'), '2099-06-01');
    await user.click(screen.getByRole('button', { name: 'Submit for review' }));
    expect(
      await screen.findByText('Upload at least one file: your certificate or card.'),
    ).toBeInTheDocument();
    expect(mockedSubmit).not.toHaveBeenCalled();
    await user.upload(screen.getByLabelText('Certificate or card'), pdf());
    expect(await screen.findByText('Uploaded')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit for review' }));
    await waitFor(() =>
      expect(mockedSubmit).toHaveBeenCalledWith({
        type: 'insurance',
        details: {
          insurer: 'Hiscox',
          policyNumber: 'PL-778899',
          coverPence: 200_000_000,
          expiresOn: '2099-06-01',
        },
        evidence: ['f'.repeat(32)],
      }),
    );
  });

  it('shows a refused file’s own message and a server refusal on the form', async () => {
    mockedChecks.mockResolvedValue({ trades: ['plumber'], legalForm: 'sole-trader', checks: [] });
    mockedUpload
      .mockRejectedValueOnce(
        new EvidenceError('That file is larger than 10 MB. Upload a smaller one.'),
      )
      .mockResolvedValueOnce({
        fileId: 'a'.repeat(32),
        name: 'card.png',
        contentType: 'image/png',
        bytes: 8,
      });
    mockedSubmit.mockRejectedValue(
      new CallFunctionError('A Gas Safe registration number is 6 or 7 digits.', {
        code: 'invalid-argument',
        details: {
          fields: { 'details.number': 'A Gas Safe registration number is 6 or 7 digits.' },
        },
      }),
    );
    const { user } = renderApp(<VerificationChecks companyId="acme" />, {
      url: '/company/onboarding',
    });
    await user.click(await screen.findByRole('button', { name: /^Submit\s+Gas Safe Register/ }));
    await user.type(screen.getByLabelText('Registration number'), '1234567');
    await user.upload(screen.getByLabelText('Certificate or card'), pdf('huge.pdf'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'That file is larger than 10 MB. Upload a smaller one.',
    );
    await user.upload(
      screen.getByLabelText('Certificate or card'),
      new File(['png'], 'card.png', { type: 'image/png' }),
    );
    expect(await screen.findByText('Uploaded')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit for review' }));
    expect(
      await screen.findAllByText('A Gas Safe registration number is 6 or 7 digits.'),
    ).not.toHaveLength(0);
    expect(mockedSubmit).toHaveBeenCalledWith({
      type: 'gas-safe',
      details: { number: '1234567' },
      evidence: ['a'.repeat(32)],
    });
  });
});
