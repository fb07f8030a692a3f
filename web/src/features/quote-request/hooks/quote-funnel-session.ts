// The form visit's funnel id: 128 random bits, kept in sessionStorage so a reload is the same
// visit (and is not counted twice), forgotten once the request is sent so the next request is a
// new visit. Inside a third-party frame storage may be blocked; the id then lives in memory.

const KEY = 'fixwell:quote-funnel';
let memory: string | undefined;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

function read(): string | undefined {
  try {
    const stored = storage()?.getItem(KEY);
    if (stored && /^[0-9a-f]{32}$/.test(stored)) return stored;
  } catch {
    // Blocked storage: fall back to memory.
  }
  return memory;
}

function newId(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The current visit's id, without starting one. */
export function currentFunnelSessionId(): string | undefined {
  return read();
}

/** The current visit's id, starting a visit when there is none. */
export function openFunnelSession(): string {
  const existing = read();
  if (existing) return existing;
  const id = newId();
  memory = id;
  try {
    storage()?.setItem(KEY, id);
  } catch {
    // Memory keeps it for this page.
  }
  return id;
}

/** Whether `id` is still the open visit (not sent, not replaced). */
export function isFunnelSessionOpen(id: string): boolean {
  return read() === id;
}

/** The request was sent: the visit is over, and its departure must not be reported. */
export function finishFunnelSession(): void {
  memory = undefined;
  try {
    storage()?.removeItem(KEY);
  } catch {
    // Nothing stored.
  }
}
