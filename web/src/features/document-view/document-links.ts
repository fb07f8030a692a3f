import { href, paths } from '@/config/paths';

type DocumentRoute =
  | typeof paths.document
  | typeof paths.documentAccepted
  | typeof paths.documentDeclined
  | typeof paths.documentPaid;

/** A page about a document, keeping the emailed link's token so a signed-out customer can go on. */
export function documentPageHref(route: DocumentRoute, id: string, token: string | null): string {
  const path = href(route, { id });
  return token ? `${path}?token=${encodeURIComponent(token)}` : path;
}

/** The Pay page of a document, with the link's token. */
export function payHref(documentId: string, token: string | null): string {
  const path = href(paths.pay, { documentId });
  return token ? `${path}?token=${encodeURIComponent(token)}` : path;
}

/** The sign-in page, coming back to `here` (a path with its query) afterwards. */
export function signInHref(here: string): string {
  return `${paths.login}?redirect=${encodeURIComponent(here)}`;
}
