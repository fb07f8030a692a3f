// en-GB formats used across the product: dates as "22 November 2026", prices as "£1,250".

const LONG_DATE = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'Europe/London',
});

/** "22 November 2026" from a Date, an ISO string or epoch milliseconds. */
export function formatLongDate(value: Date | string | number): string {
  return LONG_DATE.format(value instanceof Date ? value : new Date(value));
}

const WHOLE_POUNDS = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'GBP',
  maximumFractionDigits: 0,
});

/** "£1,250" from whole pounds. */
export function formatPounds(pounds: number): string {
  return WHOLE_POUNDS.format(pounds);
}

/** "£29" or "£29.50" from pence. */
export function formatPence(pence: number): string {
  return new Intl.NumberFormat('en-GB', {
    style: 'currency',
    currency: 'GBP',
    minimumFractionDigits: pence % 100 === 0 ? 0 : 2,
  }).format(pence / 100);
}

const MONEY = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'GBP',
  minimumFractionDigits: 2,
});

/** "£1,234.56" and "£29.00" from pence: always with pence, as on quotes and invoices. */
export function formatMoney(pence: number): string {
  return MONEY.format(pence / 100);
}

/** "£150 to £300" (a range), or a single price when both ends meet. */
export function formatPriceRange(min: number, max: number): string {
  return min === max ? formatPounds(min) : `${formatPounds(min)} to ${formatPounds(max)}`;
}

const WORDS_PER_MINUTE = 220;

/** Minutes to read a text, at least one. */
export function readingMinutes(text: string): number {
  const words = text.split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}

/** "1.2 MB", "350 KB": an attachment's size. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
