/**
 * A service name as it reads after another word: "Plumber" → "plumber", "Boiler repair" →
 * "boiler repair", while acronyms and names that stay capitalised keep their case ("UPVC door
 * repair", "Gas Safe checks").
 */
export function inSentence(name: string): string {
  const [first = '', ...rest] = name.split(' ');
  const keepsCase = first.length > 1 && first === first.toUpperCase();
  const properNoun = rest[0] !== undefined && /^[A-Z][a-z]/.test(rest[0]) && /^[A-Z]/.test(first);
  if (keepsCase || properNoun) return name;
  return [first.charAt(0).toLowerCase() + first.slice(1), ...rest].join(' ');
}

/** "Emergency plumber", "Emergency boiler repair". */
export function emergencyHeading(name: string): string {
  return `Emergency ${inSentence(name)}`;
}

/**
 * A stand-in name from a URL slug ("boiler-repair" → "Boiler repair"), for the moment before the
 * catalogue index answers, so the heading never shows a placeholder.
 */
export function nameFromSlug(slug: string): string {
  const words = slug.replace(/-+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
