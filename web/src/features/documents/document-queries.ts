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
  const [year, month] = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/London',
    year: 'numeric',
    month: '2-digit',
  })
    .format(now)
    .split('-')
    .map(Number);
  const utcMidnight = Date.UTC(year!, month! - 1, 1);
  // London is UTC or an hour ahead: its clock at UTC midnight says which.
  const londonHour = Number(
    new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', hour: '2-digit', hour12: false })
      .format(new Date(utcMidnight))
      .slice(0, 2),
  );
  return utcMidnight - (londonHour % 24) * 3_600_000;
}
