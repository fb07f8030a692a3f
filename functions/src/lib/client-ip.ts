type HeaderValue = string | string[] | undefined;

/**
 * The caller's IP address for rate limiting: the first entry of X-Forwarded-For (set by Firebase
 * Hosting and Google's front end; the Vite proxy in development), else the socket address.
 */
export function clientIp(
  headers: Record<string, HeaderValue>,
  socketIp: string | undefined,
): string {
  const forwarded = headers['x-forwarded-for'];
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
  return first || socketIp || 'unknown';
}
