// The first-reply promise (issue 14), its time limits in one place. Each rule is one function in
// functions/src/leads/first-reply/ and is tested with a controllable clock.

const HOUR = 60 * 60 * 1000;

/** The company's first message must come within this long of accepting the lead. */
export const FIRST_MESSAGE_DUE_MS = 24 * HOUR;
/** A first message the customer has not opened this long after it was sent credits the lead back. */
export const FIRST_MESSAGE_UNREAD_CREDIT_MS = 48 * HOUR;
/** A company that has not written this long after accepting gets the lead credited back. */
export const NO_FIRST_MESSAGE_CREDIT_MS = 48 * HOUR;
/** A lead neither accepted nor declined this long after it was offered expires and moves on. */
export const LEAD_EXPIRY_MS = 72 * HOUR;
/** The median first response is over the company's latest this many answered leads. */
export const FIRST_RESPONSE_SAMPLE = 50;
