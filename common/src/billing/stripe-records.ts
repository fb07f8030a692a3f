// Documents only functions read and write (no client access), named here so every writer agrees.

/** `stripeEvents/{eventId}`: created in the same transaction as the event's effect. */
export interface StripeEventRecord<TTime> {
  type: string;
  /** The id of the event's `data.object`. */
  objectId: string;
  /** The connected account for Connect events; null for the platform's own. */
  account: string | null;
  /** The event's `created`. */
  createdAt: TTime;
  processedAt: TTime;
}

/**
 * `stripeRefs/{companyUid}`: the company's Stripe customer (created by the first checkout and
 * reused) and Connect account (created by the first "Set up payouts").
 */
export interface StripeRefsDocument<TTime> {
  customerId: string | null;
  connectAccountId: string | null;
  updatedAt: TTime;
}

/** `adminAudit/{id}`: an append-only record of what an admin changed (admins read it). */
export interface AdminAuditEntry<TTime> {
  action: string;
  actor: { uid: string; email: string };
  /** The document the action changed, e.g. `plans/starter` or `settings/fees`. */
  target: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  reason: string | null;
  at: TTime;
}
