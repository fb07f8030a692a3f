/** The paths of the web app that handle the codes in emailed action links. */
export type ActionPage = '/reset-password' | '/verify-email';

/**
 * Firebase Auth generates links to its own action handler; we send people to our own pages instead,
 * carrying just the one-time code. Throws when the generated link has no code.
 */
export function oobCodeFrom(generatedLink: string): string {
  const code = new URL(generatedLink).searchParams.get('oobCode');
  if (!code) throw new Error('The generated action link carries no oobCode.');
  return code;
}

export function actionLink(appUrl: string, page: ActionPage, oobCode: string): string {
  const url = new URL(page, `${appUrl.replace(/\/+$/, '')}/`);
  url.searchParams.set('oobCode', oobCode);
  return url.toString();
}
