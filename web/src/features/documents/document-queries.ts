import { londonDateOf, londonMidnightMillis } from '@fixwell/common/london-time';
// Pure parts of the documents' queries, kept apart from Firebase so they are tested alone.

/** A search as typed is a number when it looks like one ("q-00", "INV-0012"), else a name. */
export function searchField(search: string): { field: 'number' | 'customer.name'; value: string } {
  const trimmed = search.trim();
  const number = /^(q|inv)(-?)(\d*)$/i.exec(trimmed);
  if (!number) return { field: 'customer.name', value: trimmed };
  // Numbers are stored as Q-0001 and INV-0001: "inv12" finds INV-12….
  const [, prefix, hyphen, digits] = number;
  return {
    field: 'number',
    value: `${prefix!.toUpperCase()}${hyphen || digits ? '-' : ''}${digits}`,
  };
}

/** The first instant of this London month, as epoch milliseconds. */
export function londonMonthStart(now: Date): number {
  return londonMidnightMillis(`${londonDateOf(now).slice(0, 8)}01`);
}
