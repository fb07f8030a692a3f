/**
 * Waits until at least `floorMs` have passed since `startedAt`. Answering no sooner than a fixed
 * time hides whether the slower "account exists" path ran (link generation and a mail write).
 */
export async function waitForFloor(
  startedAt: number,
  floorMs: number,
  now: () => number = Date.now,
): Promise<void> {
  const remaining = startedAt + floorMs - now();
  if (remaining > 0) await new Promise((resolve) => setTimeout(resolve, remaining));
}
