// Distances as people in the UK give them: in miles.

const KM_PER_MILE = 1.609344;

export function kmToMiles(km: number): number {
  return km / KM_PER_MILE;
}

/** "less than a mile", "1 mile", "12 miles". */
export function formatMiles(km: number): string {
  const miles = kmToMiles(km);
  if (miles < 1) return 'less than a mile';
  const rounded = Math.round(miles);
  return `${rounded} ${rounded === 1 ? 'mile' : 'miles'}`;
}

/** "less than a mile away", "about 3 miles away". */
export function distanceAway(km: number): string {
  return kmToMiles(km) < 1 ? 'less than a mile away' : `about ${formatMiles(km)} away`;
}
