import { ADMIN_USER_MESSAGES } from '@fixwell/common/admin/admin-users';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { AdminFeeSchedule } from '@/features/admin-billing/admin-billing';
import {
  confirmPassword,
  fetchFeeAudit,
  fetchFeeSchedules,
  updateFeeSettings,
} from '@/features/admin-billing/api/admin-billing-data';
import { tableCells } from '@/features/admin-billing/testing/admin-billing-fixtures';
import { CallFunctionError } from '@/lib/call-function';
import { findPageHeading, makeProfile, renderApp } from '@/testing/test-utils';

vi.mock('@/features/admin-billing/api/admin-billing-data', () => ({
  fetchFeeSchedules: vi.fn(),
  fetchFeeAudit: vi.fn(),
  updateFeeSettings: vi.fn(),
  confirmPassword: vi.fn(),
}));

const admin = makeProfile('admin');
const NOW = new Date('2026-11-24T12:00:00Z');

function schedule(overrides: Partial<AdminFeeSchedule>): AdminFeeSchedule {
  return {
    percentBasisPoints: 250,
    fixedPence: 20,
    minimumPence: 50,
    effectiveFromMillis: Date.parse('2026-11-01T00:00:00Z'),
    changedByEmail: 'admin@fixwell.test',
    changedAt: new Date('2026-10-30T15:00:00Z'),
    ...overrides,
  };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
  vi.mocked(fetchFeeSchedules).mockResolvedValue([]);
  vi.mocked(fetchFeeAudit).mockResolvedValue([]);
  vi.mocked(updateFeeSettings).mockResolvedValue({ saved: true });
});

afterEach(() => {
  vi.useRealTimers();
  vi.clearAllMocks();
});

const feeRegion = () => screen.findByRole('region', { name: 'Platform fee on card payments' });
const feeForm = () => screen.findByRole('form', { name: 'Change the fee' });
const field = (form: HTMLElement, name: string) => within(form).getByLabelText(name);

describe('/admin/settings/fees', () => {
  it('shows the standard fee with an example when it has never been changed', async () => {
    renderApp('/admin/settings/fees', { profile: admin });
    expect(await findPageHeading()).toHaveTextContent('Fees');
    const fee = await feeRegion();
    await waitFor(() =>
      expect(fee).toHaveTextContent(
        'Fee in force now: 2.5% + 20p, minimum 50p (the standard fee; it has never been changed).',
      ),
    );
    expect(fee).toHaveTextContent('On a £250.00 payment: £6.45');
    expect(fee).toHaveTextContent('No change is scheduled.');

    const form = await feeForm();
    expect(field(form, 'Percentage of each payment')).toHaveValue('2.5');
    expect(field(form, 'Fixed amount per payment, in pence')).toHaveValue('20');
    expect(field(form, 'Minimum fee, in pence')).toHaveValue('50');
    expect(field(form, 'Applies from')).toHaveValue('2026-11-24');
    expect(await screen.findByText('Nobody has changed the fees yet.')).toBeInTheDocument();
  });

  it('shows the fee in force, the change to come and who changed what, newest first', async () => {
    vi.mocked(fetchFeeSchedules).mockResolvedValue([
      schedule({ percentBasisPoints: 300, fixedPence: 25, minimumPence: 60 }),
      schedule({
        percentBasisPoints: 275,
        effectiveFromMillis: Date.parse('2026-12-01T00:00:00Z'),
        changedByEmail: 'ops@fixwell.test',
      }),
    ]);
    vi.mocked(fetchFeeAudit).mockResolvedValue([
      {
        id: 'audit-2',
        action: 'fees.update',
        actorEmail: 'ops@fixwell.test',
        at: new Date('2026-11-23T14:05:00Z'),
        before: { percentBasisPoints: 300, fixedPence: 25, minimumPence: 60 },
        after: {
          percentBasisPoints: 275,
          fixedPence: 20,
          minimumPence: 50,
          effectiveFrom: '2026-12-01T00:00:00.000Z',
        },
        reason: null,
      },
    ]);
    renderApp('/admin/settings/fees', { profile: admin });
    const fee = await feeRegion();
    await waitFor(() =>
      expect(fee).toHaveTextContent(
        'Fee in force now: 3% + 25p, minimum 60p, since 1 November 2026.',
      ),
    );
    expect(fee).toHaveTextContent('On a £250.00 payment: £7.75');
    expect(within(fee).getByRole('list', { name: 'Scheduled fee changes' })).toHaveTextContent(
      'From 1 December 2026: 2.75% + 20p, minimum 50p (set by ops@fixwell.test)',
    );

    const audit = await screen.findByRole('table', { name: 'Changes to the fees, newest first' });
    expect(tableCells(audit)).toEqual([
      ['When', 'Who', 'Change'],
      [
        '23 November 2026 at 14:05',
        'ops@fixwell.test',
        '3% + 25p, minimum 60p → 2.75% + 20p, minimum 50p, from 1 December 2026',
      ],
    ]);
  });

  it('checks the form as the server does before sending anything', async () => {
    const { user } = renderApp('/admin/settings/fees', { profile: admin });
    const form = await feeForm();
    const percent = field(form, 'Percentage of each payment');
    await user.clear(percent);
    await user.type(percent, '2.555');
    const fixed = field(form, 'Fixed amount per payment, in pence');
    await user.clear(fixed);
    await user.type(fixed, '12.5');
    const minimum = field(form, 'Minimum fee, in pence');
    await user.clear(minimum);
    await user.type(minimum, '2000');
    await user.click(within(form).getByRole('button', { name: 'Save fee' }));

    expect(
      await within(form).findByText(
        'Enter the percentage as a number with up to two decimals, such as 2.5.',
      ),
    ).toBeInTheDocument();
    expect(within(form).getByText('Enter the fixed amount in whole pence.')).toBeInTheDocument();
    expect(within(form).getByText('The minimum fee can be at most £10.')).toBeInTheDocument();
    expect(percent).toHaveAttribute('aria-invalid', 'true');
    expect(updateFeeSettings).not.toHaveBeenCalled();

    await user.clear(percent);
    await user.type(percent, '25');
    await user.clear(fixed);
    await user.clear(minimum);
    await user.type(minimum, '50');
    await user.click(within(form).getByRole('button', { name: 'Save fee' }));
    expect(await within(form).findByText('The percentage can be at most 20%.')).toBeInTheDocument();
    expect(within(form).getByText('Enter the fixed amount.')).toBeInTheDocument();
    expect(updateFeeSettings).not.toHaveBeenCalled();
  });

  it('saves a new fee in basis points from a chosen day, then reads the fees again', async () => {
    const { user } = renderApp('/admin/settings/fees', { profile: admin });
    const form = await feeForm();
    const percent = field(form, 'Percentage of each payment');
    await user.clear(percent);
    await user.type(percent, '2.75');
    const fixed = field(form, 'Fixed amount per payment, in pence');
    await user.clear(fixed);
    await user.type(fixed, '25');
    const from = field(form, 'Applies from');
    await user.clear(from);
    await user.type(from, '2026-12-01');
    await user.click(within(form).getByRole('button', { name: 'Save fee' }));

    await waitFor(() =>
      expect(updateFeeSettings).toHaveBeenCalledWith({
        percentBasisPoints: 275,
        fixedPence: 25,
        minimumPence: 50,
        effectiveFrom: '2026-12-01',
      }),
    );
    expect(
      await screen.findByText('Fee saved: 2.75% + 25p, minimum 50p from 1 December 2026.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(fetchFeeSchedules).toHaveBeenCalledTimes(2));
    expect(fetchFeeAudit).toHaveBeenCalledTimes(2);
  });

  it('asks for the password when the sign-in is too old, then saves the same fee', async () => {
    vi.mocked(updateFeeSettings).mockRejectedValueOnce(
      new CallFunctionError(ADMIN_USER_MESSAGES.signInAgain, {
        code: 'failed-precondition',
        details: { reason: 'sign-in-again' },
      }),
    );
    vi.mocked(confirmPassword).mockResolvedValue();
    const { user } = renderApp('/admin/settings/fees', { profile: admin });
    const form = await feeForm();
    const percent = field(form, 'Percentage of each payment');
    await user.clear(percent);
    await user.type(percent, '3');
    await user.click(within(form).getByRole('button', { name: 'Save fee' }));

    const password = await within(form).findByLabelText('Your password');
    expect(password).toHaveFocus();
    expect(password).toHaveAccessibleDescription(ADMIN_USER_MESSAGES.signInAgain);
    expect(percent).toHaveValue('3');
    expect(screen.queryByText(/^Fee saved/)).not.toBeInTheDocument();

    await user.type(password, 'Fixwell-demo-1{Enter}');
    expect(
      await screen.findByText('Fee saved: 3% + 20p, minimum 50p from 24 November 2026.'),
    ).toBeInTheDocument();
    expect(confirmPassword).toHaveBeenCalledWith('Fixwell-demo-1');
    expect(updateFeeSettings).toHaveBeenCalledTimes(2);
    expect(updateFeeSettings).toHaveBeenLastCalledWith({
      percentBasisPoints: 300,
      fixedPence: 20,
      minimumPence: 50,
      effectiveFrom: '2026-11-24',
    });
  });

  it("puts the server's refusal on the field it is about", async () => {
    vi.mocked(updateFeeSettings).mockRejectedValue(
      new CallFunctionError('Check the highlighted fields.', {
        code: 'invalid-argument',
        details: { fields: { effectiveFrom: 'Choose today or a later day.' } },
      }),
    );
    const { user } = renderApp('/admin/settings/fees', { profile: admin });
    const form = await feeForm();
    await user.click(within(form).getByRole('button', { name: 'Save fee' }));

    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Check the highlighted fields.',
    );
    expect(within(form).getByText('Choose today or a later day.')).toBeInTheDocument();
    expect(field(form, 'Applies from')).toHaveAttribute('aria-invalid', 'true');
  });

  it('says when the fees cannot be loaded', async () => {
    vi.mocked(fetchFeeSchedules).mockRejectedValue(new Error('permission-denied'));
    vi.mocked(fetchFeeAudit).mockRejectedValue(new Error('permission-denied'));
    renderApp('/admin/settings/fees', { profile: admin });
    expect(await screen.findByText(/We could not load the fees\./)).toBeInTheDocument();
    expect(await screen.findByText(/We could not load who changed the fees\./)).toBeInTheDocument();
  });
});
