/** Polls `probe` until it resolves truthy, or throws after `timeoutMs`. */
export async function waitFor(
  probe,
  { timeoutMs = 120_000, intervalMs = 500, what = 'service' } = {},
) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if (await probe()) return;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline)
      throw new Error(`Timed out after ${timeoutMs / 1000} s waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

/** True once the emulator hub reports every named emulator as running. */
export async function emulatorsRunning(hubPort, names) {
  const response = await fetch(`http://127.0.0.1:${hubPort}/emulators`);
  if (!response.ok) return false;
  const running = await response.json();
  return names.every((name) => running[name]);
}
