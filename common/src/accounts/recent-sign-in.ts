// Sensitive actions (deleting an account, account changes, settings, fees and plans, a newsletter
// send) need the password typed again just before: the functions check the ID token's
// `auth_time` (functions/src/lib/recent-sign-in.ts) and the web form asks for the password when
// they refuse (web/src/components/form/recent-sign-in.tsx).

/** How recent a sign-in must be for a sensitive action. */
export const RECENT_SIGN_IN_MS = 5 * 60 * 1000;

/** `details.reason` of the refusal of a sign-in older than that, which the web app answers. */
export const SIGN_IN_AGAIN_REASON = 'sign-in-again';
