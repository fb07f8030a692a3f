import { londonDateOf } from '@fixwell/common/london-time';
// How the chat pages word times and days: en-GB, in Europe/London, as everywhere in the product.
import { formatLongDate } from '@/utils/format';

const TIME = new Intl.DateTimeFormat('en-GB', {
  hour: 'numeric',
  minute: '2-digit',
  hourCycle: 'h12',
  timeZone: 'Europe/London',
});

/** "8:00am", "12:30pm". */
export function formatChatTime(date: Date): string {
  return TIME.format(date).replace(/\s+/g, '').toLowerCase();
}

/** A date separator: "Today", or "22 November 2026". */
export function formatDayLabel(date: Date, now: Date): string {
  return londonDateOf(date) === londonDateOf(now) ? 'Today' : formatLongDate(date);
}

/** The time of a list row: "8:00am" today, else "22 November 2026". */
export function formatListTime(date: Date, now: Date): string {
  return londonDateOf(date) === londonDateOf(now) ? formatChatTime(date) : formatLongDate(date);
}

export { formatBytes } from '@/utils/format';
