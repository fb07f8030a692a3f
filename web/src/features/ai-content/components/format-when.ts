import { formatLongDate } from '@/utils/format';

/** "22 November 2026, 14:05" (London time); "Just now" while the server's time is pending. */
export function formatWhen(date: Date | null): string {
  if (!date) return 'Just now';
  const time = date.toLocaleTimeString('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/London',
  });
  return `${formatLongDate(date)}, ${time}`;
}
