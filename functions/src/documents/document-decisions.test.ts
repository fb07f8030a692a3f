import { describe, expect, it } from 'vitest';

import { documentTotals } from '@fixwell/common/documents/document-totals';
import { documentDraftSchema } from '@fixwell/common/documents/document';

import {
  addDays,
  automaticReminderDue,
  convertRefusal,
  currentStatus,
  daysBetween,
  depositLine,
  documentViewer,
  draftKindErrors,
  openChanges,
  reminderRefusal,
  respondRefusal,
  saveRefusal,
  sendRefusal,
  voidRefusal,
  zodFieldErrors,
  type DocumentFacts,
} from './document-decisions';
import { DOCUMENT_FIELD_MESSAGES, DOCUMENT_MESSAGES } from './document-messages';

const TODAY = '2026-11-24';
const quote = (over: Partial<DocumentFacts> = {}): DocumentFacts => ({
  kind: 'quote',
  status: 'sent',
  validUntil: '2026-12-01',
  dueDate: null,
  ...over,
});
const invoice = (over: Partial<DocumentFacts> = {}): DocumentFacts => ({
  kind: 'invoice',
  status: 'sent',
  validUntil: null,
  dueDate: '2026-11-20',
  ...over,
});

describe('London days', () => {
  it('adds days across months and years, and counts days between', () => {
    expect(addDays('2026-12-25', 14)).toBe('2027-01-08');
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
    expect(addDays('2026-11-24', -3)).toBe('2026-11-21');
    expect(daysBetween('2026-11-20', '2026-11-24')).toBe(4);
    expect(daysBetween('2026-11-24', '2026-11-20')).toBe(-4);
  });
});

describe('draftKindErrors', () => {
  const draft = { validUntil: null, dueDate: null, depositPercent: null };
  it('asks a quote for a validity from today on, and no due date', () => {
    expect(draftKindErrors({ ...draft, kind: 'quote' }, TODAY)).toEqual({
      validUntil: DOCUMENT_FIELD_MESSAGES.validUntilRequired,
    });
    expect(
      draftKindErrors({ ...draft, kind: 'quote', validUntil: '2026-11-23', dueDate: TODAY }, TODAY),
    ).toEqual({
      validUntil: DOCUMENT_FIELD_MESSAGES.validUntilPast,
      dueDate: DOCUMENT_FIELD_MESSAGES.dueDateOnQuote,
    });
    expect(
      draftKindErrors({ ...draft, kind: 'quote', validUntil: TODAY, depositPercent: 25 }, TODAY),
    ).toEqual({});
  });
  it('asks an invoice for a due date, and neither validity nor deposit', () => {
    expect(draftKindErrors({ ...draft, kind: 'invoice' }, TODAY)).toEqual({
      dueDate: DOCUMENT_FIELD_MESSAGES.dueDateRequired,
    });
    expect(
      draftKindErrors(
        { kind: 'invoice', validUntil: TODAY, dueDate: '2026-11-01', depositPercent: 10 },
        TODAY,
      ),
    ).toEqual({
      validUntil: DOCUMENT_FIELD_MESSAGES.validUntilOnInvoice,
      depositPercent: DOCUMENT_FIELD_MESSAGES.depositOnInvoice,
    });
  });
});

describe('zodFieldErrors', () => {
  it('names each field by its path, first message first', () => {
    const result = documentDraftSchema.safeParse({
      kind: 'quote',
      customerId: '',
      lines: [{ description: '', quantity: 1.234, unitPricePence: 0, vatRate: 2000 }],
      validUntil: null,
      dueDate: null,
      depositPercent: null,
      notes: '',
      paymentTerms: '',
      templateId: null,
    });
    expect(result.success).toBe(false);
    const fields = zodFieldErrors(result.error!);
    expect(fields).toMatchObject({
      customerId: 'Choose a customer.',
      'lines.0.description': 'Describe the work or item.',
      'lines.0.quantity': 'Use at most two decimal places.',
      'lines.0.unitPricePence': 'The price must be at least 1p.',
    });
  });
});

describe('the state rules', () => {
  it('changes drafts only', () => {
    expect(saveRefusal('draft')).toBeNull();
    for (const status of ['sent', 'viewed', 'accepted', 'paid', 'void'] as const)
      expect(saveRefusal(status)).toEqual({
        code: 'failed-precondition',
        message: DOCUMENT_MESSAGES.notDraft,
      });
  });

  it('sends drafts with an email, quotes only while valid', () => {
    const draft = { ...quote({ status: 'draft' }), customerEmail: 'a@b.co.uk' };
    expect(sendRefusal(draft, TODAY)).toBeNull();
    expect(sendRefusal({ ...draft, status: 'sent' }, TODAY)?.message).toBe(
      DOCUMENT_MESSAGES.alreadySent,
    );
    expect(sendRefusal({ ...draft, customerEmail: ' ' }, TODAY)?.message).toBe(
      DOCUMENT_MESSAGES.noEmail,
    );
    expect(sendRefusal({ ...draft, validUntil: '2026-11-23' }, TODAY)?.message).toBe(
      DOCUMENT_MESSAGES.quoteExpiredBeforeSending,
    );
    expect(
      sendRefusal({ ...invoice({ status: 'draft' }), customerEmail: 'a@b.co.uk' }, TODAY),
    ).toBeNull();
  });

  it('voids unpaid sent invoices, never quotes', () => {
    expect(voidRefusal(quote())?.message).toBe(DOCUMENT_MESSAGES.quoteCannotBeVoided);
    for (const status of ['sent', 'viewed', 'overdue', 'part-paid'] as const)
      expect(voidRefusal(invoice({ status }))).toBeNull();
    for (const status of ['draft', 'paid', 'void'] as const)
      expect(voidRefusal(invoice({ status }))?.message).toBe(DOCUMENT_MESSAGES.voidOnlySent);
  });

  it('reminds of sent, viewed and overdue invoices only', () => {
    for (const status of ['sent', 'viewed', 'overdue'] as const)
      expect(reminderRefusal(invoice({ status }))).toBeNull();
    for (const status of ['draft', 'paid', 'void', 'part-paid'] as const)
      expect(reminderRefusal(invoice({ status }))).not.toBeNull();
    expect(reminderRefusal(quote())).not.toBeNull();
  });

  it('converts accepted quotes, with a deposit only when one was asked for', () => {
    expect(
      convertRefusal({ ...quote({ status: 'accepted' }), depositPercent: null }, false),
    ).toBeNull();
    expect(
      convertRefusal({ ...quote({ status: 'accepted' }), depositPercent: null }, true)?.message,
    ).toBe(DOCUMENT_MESSAGES.noDeposit);
    expect(convertRefusal({ ...quote(), depositPercent: 20 }, false)?.message).toBe(
      DOCUMENT_MESSAGES.convertOnlyAccepted,
    );
    expect(convertRefusal({ ...invoice(), depositPercent: null }, false)).not.toBeNull();
  });
});

describe('currentStatus', () => {
  it('expires a sent or viewed quote after its last valid day, not on it', () => {
    expect(currentStatus(quote({ validUntil: TODAY }), TODAY)).toBe('sent');
    expect(currentStatus(quote({ validUntil: '2026-11-23' }), TODAY)).toBe('expired');
    expect(currentStatus(quote({ status: 'viewed', validUntil: '2026-11-23' }), TODAY)).toBe(
      'expired',
    );
    expect(currentStatus(quote({ status: 'accepted', validUntil: '2026-11-23' }), TODAY)).toBe(
      'accepted',
    );
    expect(currentStatus(invoice(), TODAY)).toBe('sent');
  });
});

describe('documentViewer', () => {
  const document = {
    companyId: 'co',
    status: 'sent' as const,
    customerUid: 'cust',
    linkTokenHash: 'hash',
  };
  const nobody = { uid: null, tokenHash: null };
  it('lets the company, the signed-in customer and the token holder in, nobody else', () => {
    expect(documentViewer(document, { ...nobody, uid: 'co' })).toBe('company');
    expect(documentViewer(document, { ...nobody, uid: 'cust' })).toBe('customer');
    expect(documentViewer(document, { ...nobody, tokenHash: 'hash' })).toBe('customer');
    expect(documentViewer(document, { uid: 'other', tokenHash: 'hash' })).toBe('customer');
    expect(documentViewer(document, { uid: 'other', tokenHash: 'wrong' })).toBeNull();
    expect(documentViewer(document, nobody)).toBeNull();
    expect(
      documentViewer({ ...document, customerUid: null }, { ...nobody, uid: 'cust' }),
    ).toBeNull();
    expect(
      documentViewer({ ...document, linkTokenHash: null }, { ...nobody, tokenHash: 'x' }),
    ).toBeNull();
  });
  it('shows a draft to its company only', () => {
    const draft = { ...document, status: 'draft' as const };
    expect(documentViewer(draft, { ...nobody, uid: 'co' })).toBe('company');
    expect(documentViewer(draft, { ...nobody, uid: 'cust' })).toBeNull();
    expect(documentViewer(draft, { ...nobody, tokenHash: 'hash' })).toBeNull();
  });
});

describe('openChanges', () => {
  it('marks the first open viewed, once', () => {
    expect(openChanges({ ...quote(), viewed: false }, TODAY)).toEqual({
      status: 'viewed',
      markViewed: true,
      expired: false,
    });
    expect(openChanges({ ...quote({ status: 'viewed' }), viewed: true }, TODAY)).toEqual({
      status: 'viewed',
      markViewed: false,
      expired: false,
    });
    expect(openChanges({ ...invoice({ status: 'overdue' }), viewed: false }, TODAY)).toEqual({
      status: 'overdue',
      markViewed: true,
      expired: false,
    });
  });
  it('expires a quote past its validity instead', () => {
    expect(openChanges({ ...quote({ validUntil: '2026-11-01' }), viewed: false }, TODAY)).toEqual({
      status: 'expired',
      markViewed: false,
      expired: true,
    });
  });
});

describe('respondRefusal', () => {
  const sent = { ...quote(), version: 1 };
  const accept = { response: 'accept' as const, version: 1 };
  it('answers sent or viewed quotes within their validity, at the version read', () => {
    expect(respondRefusal(sent, accept, TODAY)).toBeNull();
    expect(
      respondRefusal({ ...sent, status: 'viewed' }, { response: 'decline' }, TODAY),
    ).toBeNull();
    expect(respondRefusal(sent, { ...accept, version: 2 }, TODAY)?.message).toBe(
      DOCUMENT_MESSAGES.quoteChanged,
    );
    expect(respondRefusal(sent, { response: 'decline' }, '2026-12-02')?.message).toBe(
      DOCUMENT_MESSAGES.quoteExpired,
    );
    expect(respondRefusal({ ...sent, status: 'accepted' }, accept, TODAY)?.message).toBe(
      DOCUMENT_MESSAGES.quoteAnswered,
    );
    expect(respondRefusal({ ...invoice(), version: 1 }, accept, TODAY)?.message).toBe(
      DOCUMENT_MESSAGES.notAQuote,
    );
  });
});

describe('automaticReminderDue', () => {
  const due = '2026-11-10';
  it('sends the first 3 days after the due day and the second 10 days after, never a third', () => {
    const unpaid = { ...invoice({ dueDate: due }), remindersSent: 0 };
    expect(automaticReminderDue(unpaid, '2026-11-12')).toBeNull();
    expect(automaticReminderDue(unpaid, '2026-11-13')).toBe(1);
    expect(automaticReminderDue({ ...unpaid, remindersSent: 1 }, '2026-11-19')).toBeNull();
    expect(automaticReminderDue({ ...unpaid, remindersSent: 1 }, '2026-11-20')).toBe(2);
    expect(automaticReminderDue({ ...unpaid, remindersSent: 2 }, '2027-01-01')).toBeNull();
    // Found late: one at a time.
    expect(automaticReminderDue(unpaid, '2026-12-30')).toBe(1);
  });
  it('leaves paid, void, draft invoices and quotes alone', () => {
    for (const status of ['paid', 'void', 'draft'] as const)
      expect(
        automaticReminderDue({ ...invoice({ status, dueDate: due }), remindersSent: 0 }, TODAY),
      ).toBeNull();
    expect(
      automaticReminderDue(
        { ...invoice({ status: 'part-paid', dueDate: due }), remindersSent: 0 },
        TODAY,
      ),
    ).toBe(1);
    expect(automaticReminderDue({ ...quote(), remindersSent: 0 }, TODAY)).toBeNull();
  });
});

describe('depositLine', () => {
  it('is the deposit itself when the company is not VAT-registered', () => {
    expect(
      depositLine({
        number: 'Q-0001',
        totalPence: 123_457,
        depositPercent: 25,
        vatRegistered: false,
        vatRates: [],
      }),
    ).toEqual({
      description: 'Deposit for quote Q-0001',
      quantity: 1,
      unitPricePence: 30_864,
      vatRate: 0,
    });
  });
  it('comes to the deposit with VAT for a registered company', () => {
    for (const [total, percent] of [
      [120_000, 25],
      [99_999, 33],
      [1_234_567, 10],
      [101, 50],
    ] as const) {
      const line = depositLine({
        number: 'Q-0002',
        totalPence: total,
        depositPercent: percent,
        vatRegistered: true,
        vatRates: [500, 2000],
      });
      expect(line.vatRate).toBe(2000);
      expect(documentTotals([line], { vatRegistered: true }).totalPence).toBe(
        Math.round((total * percent) / 100),
      );
    }
  });
});
