// A new company's documents (`companies/{uid}` and the rest) are written by the `onUserCreated`
// function just after sign-up, so for a few seconds its pages can find none. Their queries answer
// null meanwhile and ask again on their own, so each page shows its form as soon as the documents
// exist, without a reload.

/** How often a query asks again while the company's documents do not exist yet. */
export const PROVISIONING_POLL_MS = 3_000;

/** `refetchInterval` of a query that answers null until the company's documents exist. */
export const pollWhileProvisioning = (query: { state: { data: unknown } }): number | false =>
  query.state.data === null ? PROVISIONING_POLL_MS : false;
