import { QUOTE_MESSAGES } from '@fixwell/common/quote/quote-request';
import { UK_POSTCODE_MESSAGE } from '@fixwell/common/uk-postcode';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { QuoteRequestError } from '@/features/quote-request/api/quote-request-error';
import { submitQuoteRequest } from '@/features/quote-request/api/submit-quote-request';
import {
  QUESTIONS_NOT_READY,
  QuoteRequestForm,
  type QuestionsQuery,
} from '@/features/quote-request/components/quote-request-form';
import { readTrackingToken } from '@/features/quote-request/hooks/tracking-token';
import type { QuoteFormValues, QuoteSource } from '@/features/quote-request/quote-form-values';
import { DRAFT_PREFIX } from '@/hooks/use-form-draft';

vi.mock('@/features/quote-request/api/submit-quote-request', () => ({
  submitQuoteRequest: vi.fn(),
}));
const mockedSubmit = vi.mocked(submitQuoteRequest);

const SERVICES = [
  { slug: 'plumber', name: 'Plumber' },
  { slug: 'electrician', name: 'Electrician' },
];

const questionsQuery: QuestionsQuery = (slug) => ({
  queryKey: ['test-questions', slug],
  queryFn: async () =>
    slug === 'plumber'
      ? [
          {
            id: 'problem',
            label: 'What is the problem?',
            type: 'single-choice' as const,
            options: ['Leak', 'Blocked drain'],
            required: true,
          },
          {
            id: 'rooms',
            label: 'Which rooms are affected?',
            type: 'multiple-choice' as const,
            options: ['Kitchen', 'Bathroom'],
            required: false,
          },
        ]
      : [],
});

const DESCRIPTION = 'The kitchen tap drips all night and the washer looks worn.';

function renderForm(
  options: { prefill?: Partial<QuoteFormValues>; source?: QuoteSource; draftKey?: string } = {},
) {
  const onSubmitted = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const ui = () => (
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <QuoteRequestForm
          services={SERVICES}
          questionsQuery={questionsQuery}
          prefill={options.prefill}
          source={options.source ?? 'web'}
          draftKey={options.draftKey ?? 'quote'}
          onSubmitted={onSubmitted}
        />
      </MemoryRouter>
    </QueryClientProvider>
  );
  const view = render(ui());
  return { user: userEvent.setup(), onSubmitted, ui, ...view };
}

type User = ReturnType<typeof userEvent.setup>;
const next = () => screen.getByRole('button', { name: 'Continue' });
const heading = () => screen.getByRole('heading', { level: 2 });

async function fillService(user: User) {
  await user.selectOptions(screen.getByRole('combobox', { name: /What do you need/ }), 'plumber');
  await user.click(await screen.findByRole('radio', { name: 'Leak' }));
  await user.click(next());
}

async function fillJob(user: User) {
  await user.click(screen.getByRole('radio', { name: 'Within 2 weeks' }));
  await user.click(screen.getByRole('radio', { name: '£250 to £1,000' }));
  await user.type(screen.getByLabelText('Describe the job'), DESCRIPTION);
  await user.click(next());
}

async function fillPlace(user: User) {
  await user.type(screen.getByLabelText('Postcode of the property'), 'ls62ab');
  await user.click(screen.getByRole('radio', { name: 'House' }));
  await user.click(next());
}

async function fillContact(user: User) {
  await user.type(screen.getByLabelText('Your name'), 'Sarah Thompson');
  await user.type(screen.getByLabelText('Email'), 'sarah@example.co.uk');
  await user.type(screen.getByLabelText('Phone'), '07700 900123');
  await user.click(screen.getByRole('checkbox', { name: /may contact me/ }));
}

beforeEach(() => {
  sessionStorage.clear();
  mockedSubmit.mockReset();
});

describe('QuoteRequestForm', () => {
  it('shows the step and marks it current in the indicator', () => {
    renderForm();
    expect(heading()).toHaveTextContent('Step 1 of 4: The service');
    const progress = screen.getByRole('list', { name: 'Progress' });
    expect(within(progress).getByText('The service').closest('li')).toHaveAttribute(
      'aria-current',
      'step',
    );
  });

  it('checks each step before moving on, with messages tied to the fields and focus on the first', async () => {
    const { user } = renderForm();
    await user.click(next());
    const service = screen.getByRole('combobox', { name: /What do you need/ });
    expect(await screen.findByText(QUOTE_MESSAGES.service)).toBeInTheDocument();
    expect(service).toHaveAttribute('aria-invalid', 'true');
    expect(service).toHaveAccessibleDescription(expect.stringContaining(QUOTE_MESSAGES.service));
    expect(service).toHaveFocus();

    // The service's own required question is checked too.
    await user.selectOptions(service, 'plumber');
    await screen.findByRole('radio', { name: 'Leak' });
    await user.click(next());
    const group = await screen.findByRole('group', { name: 'What is the problem?' });
    expect(group).toHaveAccessibleDescription(QUOTE_MESSAGES.answer);
    expect(within(group).getByRole('radio', { name: 'Leak' })).toHaveFocus();
    expect(heading()).toHaveTextContent('Step 1 of 4');

    await user.click(within(group).getByRole('radio', { name: 'Leak' }));
    await user.click(next());
    expect(heading()).toHaveTextContent('Step 2 of 4: The job');
    await waitFor(() => expect(heading()).toHaveFocus());

    await user.type(screen.getByLabelText('Describe the job'), 'Too short');
    expect(screen.getByText('9 of at least 20 characters')).toBeInTheDocument();
    await user.click(next());
    expect(await screen.findByText(QUOTE_MESSAGES.timing)).toBeInTheDocument();
    expect(screen.getByText(QUOTE_MESSAGES.budget)).toBeInTheDocument();
    expect(screen.getByText(QUOTE_MESSAGES.descriptionShort)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Emergency/ })).toHaveFocus();
  });

  it('checks the postcode and the contact details', async () => {
    const { user } = renderForm();
    await fillService(user);
    await fillJob(user);
    await user.type(screen.getByLabelText('Postcode of the property'), 'nowhere');
    await user.click(next());
    expect(await screen.findByText(UK_POSTCODE_MESSAGE)).toBeInTheDocument();
    expect(screen.getByText(QUOTE_MESSAGES.propertyType)).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Postcode of the property'));
    await fillPlace(user);
    expect(heading()).toHaveTextContent('Step 4 of 4: Your details');
    await user.click(screen.getByRole('button', { name: 'Send my request' }));
    expect(await screen.findByText(QUOTE_MESSAGES.name)).toBeInTheDocument();
    expect(screen.getByText(QUOTE_MESSAGES.email)).toBeInTheDocument();
    expect(screen.getByText(QUOTE_MESSAGES.phone)).toBeInTheDocument();
    expect(screen.getByText(QUOTE_MESSAGES.consent)).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /may contact me/ })).toHaveAccessibleDescription(
      QUOTE_MESSAGES.consent,
    );
    expect(mockedSubmit).not.toHaveBeenCalled();
  });

  it('waits for the service questions before moving on, so none is skipped', async () => {
    let release: () => void = () => undefined;
    const slowQuestions: QuestionsQuery = (slug) => ({
      queryKey: ['slow-questions', slug],
      queryFn: async () => {
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        return questionsQuery(slug).queryFn();
      },
    });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <QuoteRequestForm
            services={SERVICES}
            questionsQuery={slowQuestions}
            source="web"
            draftKey="slow"
            onSubmitted={vi.fn()}
          />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: /What do you need/ }), 'plumber');
    await user.click(next());
    expect(await screen.findByRole('alert')).toHaveTextContent(QUESTIONS_NOT_READY);
    expect(heading()).toHaveTextContent('Step 1 of 4');

    release();
    await screen.findByRole('radio', { name: 'Leak' });
    await user.click(next());
    expect(await screen.findByText(QUOTE_MESSAGES.answer)).toBeVisible();
    expect(heading()).toHaveTextContent('Step 1 of 4');
  });

  it('keeps the answers when going back', async () => {
    const { user } = renderForm();
    await fillService(user);
    await user.click(screen.getByRole('radio', { name: 'Emergency: as soon as possible' }));
    await user.type(screen.getByLabelText('Describe the job'), DESCRIPTION);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(heading()).toHaveTextContent('Step 1 of 4');
    expect(screen.getByRole('combobox', { name: /What do you need/ })).toHaveValue('plumber');
    expect(await screen.findByRole('radio', { name: 'Leak' })).toBeChecked();
    await user.click(next());
    expect(screen.getByRole('radio', { name: 'Emergency: as soon as possible' })).toBeChecked();
    expect(screen.getByLabelText('Describe the job')).toHaveValue(DESCRIPTION);
  });

  it('uses the prefill', async () => {
    renderForm({ prefill: { service: 'plumber', timing: 'emergency', postcode: 'LS6 2AB' } });
    expect(screen.getByRole('combobox', { name: /What do you need/ })).toHaveValue('plumber');
    expect(await screen.findByRole('radio', { name: 'Leak' })).toBeInTheDocument();
  });

  it('restores the draft, step included, after a remount, and never keeps the honeypot', async () => {
    const { user, unmount, container } = renderForm();
    await fillService(user);
    await user.type(screen.getByLabelText('Describe the job'), DESCRIPTION);
    const trap = container.querySelector<HTMLInputElement>('input[name="website"]')!;
    await user.type(trap, 'spam');
    unmount();

    const saved = sessionStorage.getItem(`${DRAFT_PREFIX}quote`)!;
    expect(saved).not.toContain('spam');
    renderForm();
    expect(heading()).toHaveTextContent('Step 2 of 4: The job');
    expect(screen.getByLabelText('Describe the job')).toHaveValue(DESCRIPTION);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('combobox', { name: /What do you need/ })).toHaveValue('plumber');
    expect(await screen.findByRole('radio', { name: 'Leak' })).toBeChecked();
  });

  it('hides the honeypot from people and assistive technology', () => {
    const { container } = renderForm();
    const trap = container.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(trap).toHaveAttribute('autocomplete', 'off');
    expect(trap.closest('[aria-hidden="true"]')).toHaveClass('visually-hidden');
    expect(screen.queryByRole('textbox', { name: 'Leave this field empty' })).toBeNull();
  });

  it('sends the request, remembers the token and clears the draft', async () => {
    mockedSubmit.mockResolvedValue({ id: 'q-1', trackingToken: 'tok-abc' });
    const { user, onSubmitted } = renderForm({ prefill: { company: 'acme-plumbing' } });
    await fillService(user);
    await fillJob(user);
    await fillPlace(user);
    await fillContact(user);
    await user.click(screen.getByRole('button', { name: 'Send my request' }));

    await waitFor(() =>
      expect(onSubmitted).toHaveBeenCalledWith({ id: 'q-1', trackingToken: 'tok-abc' }),
    );
    expect(mockedSubmit).toHaveBeenCalledWith({
      service: 'plumber',
      answers: { problem: 'Leak' },
      timing: 'within-2-weeks',
      budget: '250-1000',
      description: DESCRIPTION,
      postcode: 'ls62ab',
      propertyType: 'house',
      name: 'Sarah Thompson',
      email: 'sarah@example.co.uk',
      phone: '07700 900123',
      consent: true,
      company: 'acme-plumbing',
      source: 'web',
    });
    expect(readTrackingToken('q-1')).toBe('tok-abc');
    expect(sessionStorage.getItem(`${DRAFT_PREFIX}quote`)).toBeNull();
  });

  it('shows server field errors on their step, and other failures as an alert', async () => {
    mockedSubmit.mockRejectedValueOnce(
      new QuoteRequestError('Check the details.', {
        fieldErrors: { postcode: QUOTE_MESSAGES.unknownArea, phone: QUOTE_MESSAGES.phone },
      }),
    );
    const { user } = renderForm({ source: 'customer-area' });
    await fillService(user);
    await fillJob(user);
    await fillPlace(user);
    await fillContact(user);
    await user.click(screen.getByRole('button', { name: 'Send my request' }));

    expect(await screen.findByText(QUOTE_MESSAGES.unknownArea)).toBeInTheDocument();
    expect(heading()).toHaveTextContent('Step 3 of 4: The place');
    await waitFor(() => expect(screen.getByLabelText('Postcode of the property')).toHaveFocus());
    expect(mockedSubmit.mock.calls[0]![0].source).toBe('customer-area');

    // The phone message waits on its own step.
    await user.click(next());
    expect(await screen.findByText(QUOTE_MESSAGES.phone)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Phone')).toHaveFocus());
    await user.clear(screen.getByLabelText('Phone'));
    await user.type(screen.getByLabelText('Phone'), '07700 900124');

    mockedSubmit.mockRejectedValueOnce(new QuoteRequestError(QUOTE_MESSAGES.tooMany));
    await user.click(screen.getByRole('button', { name: 'Send my request' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(QUOTE_MESSAGES.tooMany);
  });
});
