import { DEMO_PASSWORD } from './accounts';
import { listDocuments } from './emulators';

/**
 * An ID token for the account from the Auth emulator's REST sign-in (as the web SDK gets one):
 * for calling the `api` function as someone signed in elsewhere.
 */
export async function idTokenOf(email: string, password = DEMO_PASSWORD): Promise<string> {
  const response = await fetch(
    'http://127.0.0.1:9099/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-key',
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  const body = (await response.json()) as { idToken?: string; error?: { message?: string } };
  if (!body.idToken)
    throw new Error(`Signing ${email} in failed: ${body.error?.message ?? response.status}`);
  return body.idToken;
}

/** Waits for a queued email to `to` with this subject, and returns its text. */
export async function waitForMail(
  to: string,
  subject: string,
  timeoutMs = 15_000,
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    for (const mail of await listDocuments('mail')) {
      const message = mail.message as { subject?: string; text?: string } | undefined;
      if (mail.to === to && message?.subject === subject) return message.text ?? '';
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`No email "${subject}" reached ${to}`);
}
