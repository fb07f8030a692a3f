const MAX_LENGTH = 2048;
const CHECK_ORIGIN = 'https://fixwell.invalid';
// Browsers drop tabs and newlines inside URLs, so `/\t/evil.example` would become `//evil.example`.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

function isSameSitePath(value: string): boolean {
  if (!value.startsWith('/')) return false;
  // `//host` is protocol-relative and browsers treat `\` like `/`, so `/\host` is one too.
  if (value.startsWith('//') || value.startsWith('/\\')) return false;
  if (value.includes('\\') || CONTROL_CHARACTERS.test(value)) return false;
  try {
    return new URL(value, CHECK_ORIGIN).origin === CHECK_ORIGIN;
  } catch {
    return false;
  }
}

/**
 * The `redirect` query parameter as a path on this site, or null when it could lead anywhere
 * else. Every decoding of the path must pass too, so an encoded `%2F%2Fevil.example` or a
 * double-encoded one cannot become protocol-relative further down the line. The query and hash
 * cannot change where a path leads, so they are left as they are.
 */
export function safeRedirectPath(raw: string | null | undefined): string | null {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > MAX_LENGTH) return null;
  if (!isSameSitePath(raw)) return null;

  let current = raw.split(/[?#]/, 1)[0] ?? '';
  for (let round = 0; round < 3; round += 1) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (decoded === current) return raw;
    if (!isSameSitePath(decoded)) return null;
    current = decoded;
  }
  // Still changing after three decodings: nobody writes links like that by accident.
  return null;
}
