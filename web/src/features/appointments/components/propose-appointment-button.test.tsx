import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { getLeadPostcode, proposeAppointment } from '@/features/appointments/api/appointments-data';
import { ProposeAppointmentButton } from '@/features/appointments/components/propose-appointment-button';
import { renderApp } from '@/testing/test-utils';

vi.mock('@/features/appointments/api/appointments-data', () => ({
  proposeAppointment: vi.fn(),
  getLeadPostcode: vi.fn(),
}));

const mockedPropose = vi.mocked(proposeAppointment);

const ADDRESS = { line1: '1 High Street', line2: '', town: 'Leeds', postcode: 'LS6 1AA' };

function renderButton(defaultAddress: typeof ADDRESS | null = ADDRESS) {
  return renderApp(
    <ProposeAppointmentButton
      conversationId="quote-1_acme"
      defaultAddress={defaultAddress ?? undefined}
    />,
    { url: '/company/chat' },
  );
}

async function openForm(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Propose an appointment' }));
  return screen.getByRole('form', { name: 'Propose an appointment' });
}

beforeEach(() => {
  mockedPropose.mockReset();
  vi.mocked(getLeadPostcode).mockReset().mockResolvedValue(null);
  sessionStorage.clear();
});

describe('ProposeAppointmentButton', () => {
  it('opens a form with the job’s address prefilled and arrival times in 30-minute steps', async () => {
    const user = userEvent.setup();
    renderButton();
    expect(screen.getByRole('button', { name: 'Propose an appointment' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );

    const form = await openForm(user);

    expect(screen.getByRole('button', { name: 'Propose an appointment' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(within(form).getByLabelText('Address line 1')).toHaveValue('1 High Street');
    expect(within(form).getByLabelText('Postcode')).toHaveValue('LS6 1AA');
    const from = within(form).getByLabelText('Arrive from');
    expect(from).toHaveDisplayValue('8:00am');
    const options = within(from)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(options.slice(4, 7)).toEqual(['8:00am', '8:30am', '9:00am']);
    expect(within(form).getByLabelText('Arrive by')).toHaveDisplayValue('10:00am');
  });

  it('says what is wrong: an empty address, a bad postcode, a window that ends before it starts', async () => {
    const user = userEvent.setup();
    renderButton(null);
    const form = await openForm(user);

    await user.type(within(form).getByLabelText('Postcode'), 'NOT A CODE');
    await user.selectOptions(within(form).getByLabelText('Arrive by'), '07:00');
    await user.click(within(form).getByRole('button', { name: 'Propose appointment' }));

    expect(await within(form).findByText('Enter the first line of the address.')).toBeVisible();
    expect(within(form).getByText('Enter the town.')).toBeVisible();
    expect(within(form).getByText('Enter a real UK postcode, such as SW1A 1AA.')).toBeVisible();
    expect(within(form).getByText('The arrival window must end after it starts.')).toBeVisible();
    expect(within(form).getByLabelText('Address line 1')).toHaveAttribute('aria-invalid', 'true');
    expect(mockedPropose).not.toHaveBeenCalled();
  });

  it('sends the proposal for the conversation, then closes and forgets the draft', async () => {
    mockedPropose.mockResolvedValue({ appointmentId: 'appt-1' });
    const user = userEvent.setup();
    renderButton();
    const form = await openForm(user);

    await user.click(within(form).getByRole('radio', { name: 'Job' }));
    await user.clear(within(form).getByLabelText('Date'));
    await user.type(within(form).getByLabelText('Date'), '2030-01-15');
    await user.selectOptions(within(form).getByLabelText('Arrive from'), '13:00');
    await user.selectOptions(within(form).getByLabelText('Arrive by'), '15:00');
    await user.selectOptions(within(form).getByLabelText('How long it takes'), '240');
    await user.type(within(form).getByLabelText(/Notes for the customer/), 'Bring the key.');
    await user.click(within(form).getByRole('button', { name: 'Propose appointment' }));

    await waitFor(() => expect(mockedPropose).toHaveBeenCalledTimes(1));
    expect(mockedPropose).toHaveBeenCalledWith({
      conversationId: 'quote-1_acme',
      documentId: null,
      kind: 'job',
      time: { date: '2030-01-15', windowStart: '13:00', windowEnd: '15:00', durationMinutes: 240 },
      address: ADDRESS,
      notes: 'Bring the key.',
    });
    expect(await screen.findByText('Appointment proposed')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Propose an appointment' })).not.toBeInTheDocument();
    expect(sessionStorage.length).toBe(0);
  });

  it('keeps what was typed across a reload', async () => {
    const user = userEvent.setup();
    const first = renderButton();
    const form = await openForm(user);
    await user.type(within(form).getByLabelText(/Notes for the customer/), 'Side gate');
    await user.selectOptions(within(form).getByLabelText('Arrive from'), '09:30');
    first.unmount();

    renderButton();

    const reopened = screen.getByRole('form', { name: 'Propose an appointment' });
    expect(within(reopened).getByLabelText(/Notes for the customer/)).toHaveValue('Side gate');
    expect(within(reopened).getByLabelText('Arrive from')).toHaveValue('09:30');
  });

  it('starts from the lead’s postcode when no address is given', async () => {
    vi.mocked(getLeadPostcode).mockResolvedValue('LS6 2AB');
    const user = userEvent.setup();
    renderButton(null);
    const form = await openForm(user);

    await waitFor(() => expect(within(form).getByLabelText('Postcode')).toHaveValue('LS6 2AB'));
    expect(getLeadPostcode).toHaveBeenCalledWith('quote-1_acme');
    expect(within(form).getByLabelText('Address line 1')).toHaveValue('');
  });

  it('shows the server’s refusal above the form', async () => {
    mockedPropose.mockRejectedValue(new Error('Choose a time that has not passed yet.'));
    const user = userEvent.setup();
    renderButton();
    const form = await openForm(user);

    await user.click(within(form).getByRole('button', { name: 'Propose appointment' }));

    expect(await within(form).findByText('Choose a time that has not passed yet.')).toBeVisible();
  });
});
