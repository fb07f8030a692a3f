import { DECLINE_REASON_LABELS, LEAD_MESSAGES } from '@fixwell/common/lead/lead';
import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { useToastStore } from '@/components/toast/toast-store';
import {
  acceptLead,
  declineLead,
  getLeadAllowance,
  watchLead,
} from '@/features/leads/api/leads-data';
import { CallFunctionError } from '@/lib/call-function';
import { LeadDetail } from '@/features/leads/components/lead-detail';
import type { Lead } from '@/features/leads/lead-types';
import { makeAllowance } from '@/features/leads/testing/make-allowance';
import { makeLead } from '@/features/leads/testing/make-lead';
import { renderApp } from '@/testing/test-utils';

vi.mock('@/features/leads/api/leads-data', () => ({
  watchLead: vi.fn(),
  getLeadAllowance: vi.fn(),
  acceptLead: vi.fn(),
  declineLead: vi.fn(),
}));

const mockedWatch = vi.mocked(watchLead);
const mockedAccept = vi.mocked(acceptLead);
const mockedDecline = vi.mocked(declineLead);
const mockedAllowance = vi.mocked(getLeadAllowance);

const CUSTOMER = {
  name: 'Priya Shah',
  email: 'priya@example.co.uk',
  phone: '07700 900123',
  postcode: 'LS6 2AB',
};

const QUESTIONS = [
  { id: 'job-type', label: 'What kind of plumbing job is it?' },
  { id: 'rooms', label: 'Which rooms are affected?' },
];

/** The listener's latest callback, to play the server's changes to the lead. */
let pushLead: (lead: Lead | null) => void = () => undefined;

function serve(lead: Lead | null) {
  mockedWatch.mockImplementation((_id, onData) => {
    pushLead = onData;
    onData(lead);
    return () => undefined;
  });
}

function renderDetail(onDeclined = vi.fn()) {
  const view = renderApp(
    <LeadDetail
      leadId="quote-1_company-uid"
      companyId="company-uid"
      useQuestions={() => QUESTIONS}
      leadsHref="/company/leads"
      myLeadHref={(id) => `/company/my-leads/view-${id}`}
      onDeclined={onDeclined}
    />,
  );
  return { ...view, onDeclined };
}

beforeEach(() => {
  useToastStore.getState().clear();
  mockedWatch.mockReset();
  mockedAccept.mockReset();
  mockedDecline.mockReset();
  mockedAllowance.mockReset();
  mockedAllowance.mockResolvedValue(makeAllowance());
});

describe('LeadDetail', () => {
  it('shows the whole job, with the questions the homeowner answered, but not who they are', async () => {
    serve(makeLead());
    renderDetail();
    const job = await screen.findByRole('region', { name: 'The job' });
    expect(job).toHaveTextContent('What kind of plumbing job is it?');
    expect(job).toHaveTextContent('Leak or burst pipe');
    expect(job).toHaveTextContent('Which rooms are affected?');
    expect(job).toHaveTextContent('Kitchen, Bathroom');
    expect(job).toHaveTextContent('Within 2 days');
    expect(job).toHaveTextContent('£250 to £1,000');
    expect(job).toHaveTextContent('House');
    expect(job).toHaveTextContent('LS6');
    expect(job).toHaveTextContent('3.4 miles away');
    expect(job).toHaveTextContent('Water is dripping through the kitchen ceiling');

    expect(screen.queryByRole('region', { name: 'Customer' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /@/ })).not.toBeInTheDocument();
    expect(
      await screen.findAllByText('Included in your plan: 7 of 10 leads left this period.'),
    ).not.toHaveLength(0);
  });

  it('asks to confirm, then shows the customer once the lead is accepted', async () => {
    serve(makeLead());
    mockedAccept.mockImplementation(async (leadId) => {
      // The callable writes the contact onto the lead; the listener then shows it.
      act(() =>
        pushLead(makeLead({ status: 'accepted', customer: CUSTOMER, respondedAt: new Date() })),
      );
      return { leadId, customer: CUSTOMER, allowance: { used: 4, allowance: 10 } };
    });
    const { user } = renderDetail();

    await user.click(await screen.findByRole('button', { name: 'Accept lead' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Accept this lead?' });
    expect(dialog).toHaveTextContent('Included in your plan: 7 of 10 leads left this period.');
    expect(mockedAccept).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Accept lead' }));

    const customer = await screen.findByRole('region', { name: 'Customer' });
    expect(mockedAccept).toHaveBeenCalledWith('quote-1_company-uid');
    expect(customer).toHaveTextContent('Priya Shah');
    expect(customer).toHaveTextContent('LS6 2AB');
    expect(within(customer).getByRole('link', { name: '07700 900123' })).toHaveAttribute(
      'href',
      'tel:07700900123',
    );
    expect(within(customer).getByRole('link', { name: 'priya@example.co.uk' })).toHaveAttribute(
      'href',
      'mailto:priya@example.co.uk',
    );
    expect(screen.getByRole('link', { name: 'Open it in My leads' })).toHaveAttribute(
      'href',
      '/company/my-leads/view-quote-1_company-uid',
    );
    expect(screen.queryByRole('button', { name: 'Accept lead' })).not.toBeInTheDocument();
  });

  it('does nothing when the company thinks better of it', async () => {
    serve(makeLead());
    const { user } = renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Accept lead' }));
    await user.click(await screen.findByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(mockedAccept).not.toHaveBeenCalled();
  });

  it("shows the server's reason when accepting is refused", async () => {
    serve(makeLead());
    mockedAccept.mockRejectedValue(new CallFunctionError(LEAD_MESSAGES.allowanceSpent));
    const { user } = renderDetail();
    await user.click(await screen.findByRole('button', { name: 'Accept lead' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Accept lead' }));

    const section = screen.getByRole('region', { name: 'Accept the lead' });
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      LEAD_MESSAGES.allowanceSpent,
    );
    expect(screen.queryByRole('region', { name: 'Customer' })).not.toBeInTheDocument();
  });

  describe('once the allowance is spent', () => {
    const spent = { used: 10, remaining: 0 };

    it('puts the extra-lead price on the button and sends the price shown', async () => {
      mockedAllowance.mockResolvedValue(
        makeAllowance({ ...spent, extra: { enabled: true, spentPence: 1200 } }),
      );
      serve(makeLead());
      mockedAccept.mockImplementation(async (leadId) => ({
        leadId,
        customer: CUSTOMER,
        allowance: { used: 10, allowance: 10 },
        extraLeadPricePence: 600,
      }));
      const { user } = renderDetail();
      const section = await screen.findByRole('region', { name: 'Accept the lead' });
      expect(
        await within(section).findByText(
          'Extra leads are on: each lead you accept now costs £6 + VAT, added to your next invoice. £12 of your £50 monthly limit spent.',
        ),
      ).toBeInTheDocument();
      await user.click(within(section).getByRole('button', { name: 'Accept for £6 + VAT' }));
      const dialog = await screen.findByRole('alertdialog', {
        name: 'Accept this lead for £6 + VAT?',
      });
      await user.click(within(dialog).getByRole('button', { name: 'Accept for £6 + VAT' }));
      await waitFor(() => expect(mockedAccept).toHaveBeenCalledWith('quote-1_company-uid', 600));
    });

    it('shows the new price when it changed and asks again', async () => {
      mockedAllowance.mockResolvedValue(makeAllowance({ ...spent, extra: { enabled: true } }));
      serve(makeLead());
      mockedAccept
        .mockRejectedValueOnce(
          new CallFunctionError(LEAD_MESSAGES.extraLeadPriceChanged, {
            code: 'failed-precondition',
            details: { extraLeadPricePence: 750 },
          }),
        )
        .mockImplementationOnce(async (leadId) => ({
          leadId,
          customer: CUSTOMER,
          allowance: { used: 10, allowance: 10 },
          extraLeadPricePence: 750,
        }));
      const { user } = renderDetail();
      await user.click(await screen.findByRole('button', { name: 'Accept for £6 + VAT' }));
      await user.click(
        within(await screen.findByRole('alertdialog')).getByRole('button', {
          name: 'Accept for £6 + VAT',
        }),
      );

      const again = await screen.findByRole('alertdialog', {
        name: 'Accept this lead for £7.50 + VAT?',
      });
      const section = screen.getByRole('region', { name: 'Accept the lead' });
      expect(within(section).getByRole('alert')).toHaveTextContent(
        `${LEAD_MESSAGES.extraLeadPriceChanged} An extra lead now costs £7.50 + VAT.`,
      );
      expect(
        within(section).getByRole('button', { name: 'Accept for £7.50 + VAT' }),
      ).toBeInTheDocument();
      await user.click(within(again).getByRole('button', { name: 'Accept for £7.50 + VAT' }));
      await waitFor(() =>
        expect(mockedAccept).toHaveBeenLastCalledWith('quote-1_company-uid', 750),
      );
      expect(mockedAccept).toHaveBeenCalledTimes(2);
    });

    it('points to Billing when extra leads are off', async () => {
      mockedAllowance.mockResolvedValue(makeAllowance(spent));
      serve(makeLead());
      renderDetail();
      const section = await screen.findByRole('region', { name: 'Accept the lead' });
      expect(await within(section).findByText(/Extra leads are off/)).toHaveTextContent(
        'Extra leads are off, so you cannot accept more leads until your allowance renews. Switch them on in Billing to accept more at £6 + VAT each, up to a monthly limit you choose.',
      );
      expect(within(section).getByRole('link', { name: 'Billing' })).toHaveAttribute(
        'href',
        '/company/billing',
      );
      expect(within(section).getByRole('button', { name: 'Accept lead' })).toBeDisabled();
    });

    it('says when the monthly limit would be passed', async () => {
      mockedAllowance.mockResolvedValue(
        makeAllowance({ ...spent, extra: { enabled: true, capPence: 1000, spentPence: 600 } }),
      );
      serve(makeLead());
      renderDetail();
      const section = await screen.findByRole('region', { name: 'Accept the lead' });
      expect(
        await within(section).findByText(/You have reached your £10 monthly limit/),
      ).toBeInTheDocument();
      expect(within(section).getByRole('button', { name: 'Accept lead' })).toBeDisabled();
    });
  });

  it('will not decline without a reason, then sends the reason and note', async () => {
    serve(makeLead());
    mockedDecline.mockResolvedValue(undefined);
    const { user, onDeclined } = renderDetail();

    await user.click(await screen.findByRole('button', { name: 'Decline lead' }));
    const reasons = screen.getByRole('group', { name: /Why are you declining/ });
    expect(reasons).toHaveTextContent(LEAD_MESSAGES.declineReason);
    expect(mockedDecline).not.toHaveBeenCalled();

    await user.click(screen.getByRole('radio', { name: DECLINE_REASON_LABELS['too-far'] }));
    await user.type(
      screen.getByRole('textbox', { name: /Anything else we should know/ }),
      'Outside my usual area.',
    );
    await user.click(screen.getByRole('button', { name: 'Decline lead' }));

    await waitFor(() => expect(onDeclined).toHaveBeenCalled());
    expect(mockedDecline).toHaveBeenCalledWith({
      leadId: 'quote-1_company-uid',
      reason: 'too-far',
      note: 'Outside my usual area.',
    });
  });

  it('says so when the lead does not exist', async () => {
    serve(null);
    renderDetail();
    expect(await screen.findByRole('alert')).toHaveTextContent(LEAD_MESSAGES.notFound);
  });

  it('shows what was decided on a lead already declined', async () => {
    serve(makeLead({ status: 'declined', declineReason: 'too-busy', respondedAt: new Date() }));
    renderDetail();
    expect(
      await screen.findByText(/You declined this lead on .*: I am too busy at the moment\./),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept lead' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Customer' })).not.toBeInTheDocument();
  });

  it('says an unanswered lead expired and moved on, with nothing to accept', async () => {
    serve(makeLead({ status: 'expired', expiredAt: new Date('2026-11-26T10:00:00Z') }));
    renderDetail();
    expect(
      await screen.findByText(
        /Nobody answered this lead within 72 hours, so it expired on 26 November 2026 and the job was offered to another company\./,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Accept lead' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Customer' })).not.toBeInTheDocument();
  });

  it('gives the expiry window that applied when an admin had changed it', async () => {
    serve(
      makeLead({
        status: 'expired',
        expiredAt: new Date('2026-11-26T10:00:00Z'),
        expiredAfterHours: 36,
      }),
    );
    renderDetail();
    expect(
      await screen.findByText(/Nobody answered this lead within 36 hours, so it expired/),
    ).toBeInTheDocument();
  });

  it('gives the deadline for the first message on an accepted lead', async () => {
    serve(
      makeLead({
        status: 'accepted',
        customer: CUSTOMER,
        respondedAt: new Date('2026-11-22T15:15:00Z'),
      }),
    );
    renderDetail();
    expect(
      await screen.findByText('Your first message is due by 3:15pm on 23 November 2026.'),
    ).toBeInTheDocument();
  });
});
