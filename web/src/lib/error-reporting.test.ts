import { afterEach, describe, expect, it, vi } from 'vitest';

import { reportError } from '@/lib/error-reporting';

const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

describe('reportError', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('logs the error once with its context', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const error = new Error('Quote form exploded');

    reportError(error, { source: 'quote-form' });
    reportError(error, { source: 'window.onerror' });

    expect(log).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledWith(
      expect.any(String),
      error,
      expect.objectContaining({ source: 'quote-form' }),
    );
  });

  it('ignores errors in a crawler', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(GOOGLEBOT);

    reportError(new Error('noise from a half-supported runtime'));

    expect(log).not.toHaveBeenCalled();
  });
});
