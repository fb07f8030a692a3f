import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';

import { choicesOf, RadioGroupField } from '@/components/form/bound-fields';
import { Form, SubmitButton } from '@/components/form/form';
import { CheckboxField } from '@/components/form/form-field';
import { EmailField, NameField, PhoneField } from '@/components/form/person-fields';
import { useZodForm } from '@/components/form/use-zod-form';

const schema = z.object({
  name: z.string().trim().min(2, 'Enter your name.'),
  email: z.email('Enter an email address.'),
  phone: z.string(),
  colour: z.enum(['red', 'blue'], { error: 'Choose a colour.' }),
  agree: z.literal(true, { error: 'Tick the box to agree.' }),
});

function TestForm({
  onSubmit,
  notice,
}: {
  onSubmit: (values: z.output<typeof schema>) => Promise<void>;
  notice?: string;
}) {
  const form = useZodForm(schema, {
    defaultValues: { name: '', email: '', phone: '', agree: false as unknown as true },
  });
  return (
    <Form form={form} onSubmit={onSubmit} notice={notice} aria-label="Test form">
      <NameField />
      <EmailField hint="We reply here." />
      <PhoneField optional />
      <RadioGroupField
        name="colour"
        legend="Colour"
        choices={choicesOf(['red', 'blue'] as const, { red: 'Red', blue: 'Blue' })}
      />
      <CheckboxField label="I agree" error={form.formState.errors.agree?.message}>
        {(control) => <input {...control} type="checkbox" {...form.register('agree')} />}
      </CheckboxField>
      <SubmitButton pendingText="Sending…">Send</SubmitButton>
    </Form>
  );
}

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Name'), 'Sarah');
  await user.type(screen.getByLabelText('Email'), 'sarah@example.com');
  await user.click(screen.getByLabelText('Blue'));
  await user.click(screen.getByLabelText('I agree'));
}

describe('Form with the shared fields', () => {
  it('labels the shared fields with the keyboard and autofill that suit them', () => {
    render(<TestForm onSubmit={vi.fn()} />);
    const email = screen.getByLabelText('Email');
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toHaveAttribute('autocomplete', 'email');
    expect(email).toHaveAccessibleDescription('We reply here.');
    const phone = screen.getByLabelText('Phone (optional)');
    expect(phone).toHaveAttribute('type', 'tel');
    expect(phone).toHaveAccessibleDescription('A UK number, such as 07700 900123.');
    expect(screen.getByLabelText('Name')).toHaveAttribute('autocomplete', 'name');
    expect(screen.getByRole('form', { name: 'Test form' })).toHaveAttribute('novalidate');
  });

  it('ties each schema message to its field and focuses the first one', async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    render(<TestForm onSubmit={onSubmit} />);
    await user.click(screen.getByRole('button', { name: 'Send' }));

    const name = screen.getByLabelText('Name');
    await waitFor(() => expect(name).toHaveFocus());
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Enter your name.');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      'We reply here. Enter an email address.',
    );
    expect(screen.getByRole('group', { name: 'Colour' })).toHaveAccessibleDescription(
      'Choose a colour.',
    );
    expect(screen.getByLabelText('I agree')).toHaveAccessibleDescription('Tick the box to agree.');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('hands the schema output to the submit and shows a rejection as the banner', async () => {
    const onSubmit = vi
      .fn<(values: z.output<typeof schema>) => Promise<void>>()
      .mockRejectedValueOnce(new Error('The server said no.'))
      .mockResolvedValueOnce(undefined);
    const user = userEvent.setup();
    render(<TestForm onSubmit={onSubmit} notice="Your session ended." />);
    expect(screen.getByRole('alert')).toHaveTextContent('Your session ended.');

    await fillIn(user);
    await user.type(screen.getByLabelText('Name'), '  ');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The server said no.');
    // The schema's output: the name trimmed, the box a true.
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ name: 'Sarah', agree: true });

    // The next try clears the last failure first.
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
    expect(screen.getByRole('alert')).toHaveTextContent('Your session ended.');
  });
});
