import { formatLongDate } from '@/utils/format';

/** A date as "22 November 2026", machine-readable too. */
export function QuoteDate({ date }: { date: Date }) {
  return <time dateTime={date.toISOString()}>{formatLongDate(date)}</time>;
}
