import { CONTACT_API_MESSAGES, CONTACT_FORM_MESSAGES } from '@fixwell/common/contact-message';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import type * as SendContactMessageModule from '@/features/contact/api/send-contact-message';
import {
  ContactMessageError,
  sendContactMessage,
} from '@/features/contact/api/send-contact-message';
import { ContactForm } from '@/features/contact/components/contact-form';
import { CONTACT_DRAFT_STORAGE_KEY } from '@/features/contact/hooks/use-contact-draft';

vi.mock('@/features/contact/api/send-contact-message', async (importOriginal) => ({
  ...(await importOriginal<typeof SendContactMessageModule>()),
  sendContactMessage: vi.fn(),
}));
const mockedSend = vi.mocked(sendContactMessage);

const MESSAGE = 'I was charged twice for my subscription this month.';

function renderForm() {
  const onSent = vi.fn();
  const view = render(<ContactForm onSent={onSent} />);
  return { user: userEvent.setup(), onSent, ...view };
}

const field = {
  name: () => screen.getByLabelText('Name'),
  email: () => screen.getByLabelText('Email'),
  phone: () => screen.getByLabelText('Phone (optional)'),
  topic: () => screen.getByRole('combobox', { name: 'What is your message about?' }),
  message: () => screen.getByLabelText('Message'),
};
const submit = () => screen.getByRole('button', { name: 'Send message' });

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field.name(), 'Sarah Thompson');
  await user.type(field.email(), 'Sarah@Example.co.uk');
  await user.selectOptions(field.topic(), 'Billing and payments');
  await user.type(field.message(), MESSAGE);
}

function storedDraft(): Record<string, unknown> | null {
  const raw = sessionStorage.getItem(CONTACT_DRAFT_STORAGE_KEY);
  return raw ? (JSON.parse(raw) as Record<string, unknown>) : null;
}

beforeEach(() => {
  sessionStorage.clear();
  mockedSend.mockReset();
});

describe('ContactForm', () => {
  it('labels every field, marks the phone as optional and offers every topic', () => {
    renderForm();
    for (const get of Object.values(field)) expect(get()).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Choose a topic' })).toHaveValue('');
    expect(
      screen.getByRole('option', { name: 'A question from a trade professional' }),
    ).toHaveValue('trade-question');
    expect(screen.getAllByRole('option')).toHaveLength(7);
  });

  it('shows each validation message under its field, tied to it, and sends nothing', async () => {
    const { user } = renderForm();
    await user.type(field.name(), 'S');
    await user.type(field.email(), 'sarah@');
    await user.type(field.phone(), '12345');
    await user.type(field.message(), 'Too short');
    await user.click(submit());

    expect(await screen.findByText(CONTACT_FORM_MESSAGES.nameTooShort)).toBeInTheDocument();
    expect(field.name()).toHaveAccessibleDescription('Your name must be at least 2 characters.');
    expect(field.name()).toHaveAttribute('aria-invalid', 'true');
    expect(field.email()).toHaveAccessibleDescription(
      expect.stringContaining('Please enter a valid email address.'),
    );
    expect(field.phone()).toHaveAccessibleDescription(
      expect.stringContaining('Enter a UK phone number, such as 07700 900123.'),
    );
    expect(field.topic()).toHaveAccessibleDescription('Choose what your message is about.');
    expect(field.message()).toHaveAccessibleDescription(
      expect.stringContaining(
        'Your message must be at least 20 characters, so we have enough detail to help.',
      ),
    );
    expect(field.name()).toHaveFocus();
    expect(mockedSend).not.toHaveBeenCalled();
  });

  it('asks for the required fields when the form is sent empty', async () => {
    const { user } = renderForm();
    await user.click(submit());
    expect(await screen.findByText('Enter your name.')).toBeInTheDocument();
    expect(screen.getByText('Enter your message.')).toBeInTheDocument();
    expect(screen.queryByText(CONTACT_FORM_MESSAGES.phone)).not.toBeInTheDocument();
  });

  it('keeps the honeypot out of sight, out of the tab order and away from assistive technology', async () => {
    const { user, container } = renderForm();
    const trap = container.querySelector<HTMLInputElement>('input[name="website"]');
    expect(trap).not.toBeNull();
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(trap).toHaveAttribute('autocomplete', 'off');
    const wrapper = trap!.closest('[aria-hidden="true"]');
    expect(wrapper).not.toBeNull();
    expect(wrapper).toHaveClass('visually-hidden');
    // Not in the accessibility tree: no role query finds it.
    expect(screen.queryByRole('textbox', { name: /leave this field empty/i })).toBeNull();

    // Tabbing through the whole form never lands on it.
    const reached: Element[] = [];
    for (let i = 0; i < 8; i += 1) {
      await user.tab();
      if (document.activeElement) reached.push(document.activeElement);
    }
    expect(reached).not.toContain(trap);
    expect(reached).toContain(submit());
  });

  it('restores the draft after a remount, without the honeypot', async () => {
    const first = renderForm();
    await fillIn(first.user);
    await first.user.type(field.phone(), '07700 900123');
    first.unmount();

    expect(storedDraft()).toEqual({
      name: 'Sarah Thompson',
      email: 'Sarah@Example.co.uk',
      phone: '07700 900123',
      topic: 'billing',
      message: MESSAGE,
    });

    renderForm();
    expect(field.name()).toHaveValue('Sarah Thompson');
    expect(field.email()).toHaveValue('Sarah@Example.co.uk');
    expect(field.phone()).toHaveValue('07700 900123');
    expect(field.topic()).toHaveValue('billing');
    expect(field.message()).toHaveValue(MESSAGE);
  });

  it('ignores a damaged draft', () => {
    sessionStorage.setItem(CONTACT_DRAFT_STORAGE_KEY, '{not json');
    renderForm();
    expect(field.name()).toHaveValue('');
  });

  it('sends the normalised message, clears the draft and reports success', async () => {
    mockedSend.mockResolvedValue();
    const { user, onSent } = renderForm();
    await fillIn(user);
    await user.click(submit());

    await waitFor(() => expect(onSent).toHaveBeenCalledTimes(1));
    expect(mockedSend).toHaveBeenCalledTimes(1);
    expect(mockedSend.mock.calls[0]?.[0]).toEqual({
      name: 'Sarah Thompson',
      email: 'sarah@example.co.uk',
      topic: 'billing',
      message: MESSAGE,
      website: '',
    });
    expect(storedDraft()).toBeNull();
  });

  it('shows the server field messages beside their fields and keeps the draft', async () => {
    mockedSend.mockRejectedValue(
      new ContactMessageError(CONTACT_API_MESSAGES.invalid, {
        status: 400,
        fieldErrors: { email: 'We could not deliver to that address.', message: 'Too spammy.' },
      }),
    );
    const { user, onSent } = renderForm();
    await fillIn(user);
    await user.click(submit());

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please check the highlighted fields and try again.',
    );
    expect(field.email()).toHaveAccessibleDescription(
      expect.stringContaining('We could not deliver to that address.'),
    );
    expect(field.email()).toHaveAttribute('aria-invalid', 'true');
    expect(field.email()).toHaveFocus();
    expect(field.message()).toHaveAccessibleDescription(expect.stringContaining('Too spammy.'));
    expect(onSent).not.toHaveBeenCalled();
    expect(storedDraft()).toMatchObject({ message: MESSAGE });
  });

  it('shows the rate-limit message and lets the person try again later', async () => {
    mockedSend.mockRejectedValueOnce(
      new ContactMessageError(CONTACT_API_MESSAGES.tooMany, { status: 429 }),
    );
    const { user, onSent } = renderForm();
    await fillIn(user);
    await user.click(submit());

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You have sent several messages in the last hour. Please wait an hour and try again.',
    );
    expect(onSent).not.toHaveBeenCalled();
    expect(submit()).toBeEnabled();

    mockedSend.mockResolvedValueOnce();
    await user.click(submit());
    await waitFor(() => expect(onSent).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('falls back to a general message for an unexpected failure', async () => {
    mockedSend.mockRejectedValue(new TypeError('Failed to fetch'));
    const { user } = renderForm();
    await fillIn(user);
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(CONTACT_API_MESSAGES.failed);
  });

  it('cannot be sent twice while the first send is under way', async () => {
    let finish: () => void = () => undefined;
    mockedSend.mockImplementation(() => new Promise<void>((resolve) => (finish = resolve)));
    const { user, onSent } = renderForm();
    await fillIn(user);
    await user.click(submit());

    const pending = await screen.findByRole('button', { name: 'Sending…' });
    expect(pending).toBeDisabled();
    await user.click(pending);
    finish();
    await waitFor(() => expect(onSent).toHaveBeenCalledTimes(1));
    expect(mockedSend).toHaveBeenCalledTimes(1);
  });
});
