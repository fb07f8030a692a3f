// What the documents callables answer people with, in one place so tests and the web agree.

export const DOCUMENT_MESSAGES = {
  companyOnly: 'Only a trade company can write quotes and invoices.',
  notFound: 'We could not find that document.',
  invalid: 'Check the highlighted fields.',
  customerNotFound: 'Choose one of your customers.',
  notDraft: 'A sent document cannot be changed. Duplicate it or void it and issue a new one.',
  alreadySent: 'This document has already been sent.',
  noEmail: 'Add an email address to the customer before sending: the document is sent by email.',
  quoteExpiredBeforeSending: 'The quote’s “valid until” date has passed. Choose a new date first.',
  quoteCannotBeVoided:
    'A quote cannot be voided. If the customer has not answered, let it expire or send a new one.',
  voidOnlySent: 'Only a sent invoice that has not been paid can be voided.',
  convertOnlyAccepted: 'Only an accepted quote can be turned into an invoice.',
  noDeposit: 'This quote asks for no deposit.',
  reminderOnlyUnpaid: 'Reminders are for sent invoices that have not been paid.',
  tooManyAttempts: 'Too many attempts. Please try again later.',
  companyCannotAnswer: 'Only the customer can accept or decline a quote.',
  notAQuote: 'Only a quote can be accepted or declined.',
  quoteExpired: 'This quote has expired. Contact the company for a new one.',
  quoteAnswered: 'This quote has already been answered.',
  quoteChanged: 'This quote has changed. Read the new version before accepting.',
} as const;

/** The per-field messages of saveDocumentDraft's kind rules. */
export const DOCUMENT_FIELD_MESSAGES = {
  validUntilRequired: 'Choose the date the quote is valid until.',
  validUntilPast: 'The quote must be valid until today or later.',
  dueDateOnQuote: 'A quote has no due date.',
  dueDateRequired: 'Choose the date the invoice is due.',
  validUntilOnInvoice: 'An invoice has no “valid until” date.',
  depositOnInvoice: 'A deposit is asked for on a quote, not an invoice.',
} as const;
