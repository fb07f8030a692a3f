/** London: closest to our users, and where UK personal data stays. */
export const REGION = 'europe-west2';
