import type { PostalAddress } from '@fixwell/common/documents/document';

const SHORT_DATE = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'Europe/London',
});

/** "24 Nov 2026", in London. */
export function formatShortDate(date: Date): string {
  return SHORT_DATE.format(date);
}

/** The address on one line, leaving out what is blank. */
export function addressLine(address: PostalAddress): string {
  return [address.line1, address.line2, address.town, address.postcode]
    .filter((part) => part.trim() !== '')
    .join(', ');
}
