// The local Stripe stand-in (README "Stripe on your machine"): its hosted pages' address, the test
// cards, and its test-only control API for reading what it sent.
const STAND_IN = 'http://127.0.0.1:12111';

export const TEST_CARDS = {
  pays: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
} as const;

/** Matches a URL of one of the stand-in's hosted pages (Checkout, portal, onboarding). */
export const standInPage = (path: string) =>
  new RegExp(`^${STAND_IN.replace(/\./g, '\\.')}${path}`);

export interface StandInEvent {
  id: string;
  type: string;
  data: { object: { id: string; customer?: string; metadata?: Record<string, string> } };
}

/** The events the stand-in has sent (`GET /_stand-in/events`), oldest first, of one type. */
export async function standInEvents(type: string): Promise<StandInEvent[]> {
  const response = await fetch(`${STAND_IN}/_stand-in/events?type=${encodeURIComponent(type)}`);
  if (!response.ok) throw new Error(`The stand-in's events answered ${response.status}`);
  return ((await response.json()) as { data: StandInEvent[] }).data;
}

/**
 * The stand-in's clock (`GET /_stand-in/clock`). The seed moves it on to let a demo renewal fail,
 * so it can be ahead of the machine's: what Stripe dates (a charge, a refund) carries its time.
 */
export async function standInNow(): Promise<Date> {
  const response = await fetch(`${STAND_IN}/_stand-in/clock`);
  if (!response.ok) throw new Error(`The stand-in's clock answered ${response.status}`);
  return new Date(((await response.json()) as { now: number }).now * 1000);
}
