// Public company profile addresses: /company/profile/<slug>, e.g. brightwater-plumbing-heating-ls1.
import { normaliseUkPostcode, outwardCodeOf } from '@fixwell/common/uk-postcode';

const MAX_NAME_PART = 60;
const NUMBERED_CANDIDATES = 10;

/** Lower-case words joined by hyphens; accents dropped, "&" and punctuation removed. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Business name plus outward code: ("Brightwater Plumbing & Heating", "LS1 4AP") → "brightwater-plumbing-heating-ls1". */
export function companySlugBase(businessName: string, basePostcode: string): string {
  const name = slugify(businessName).slice(0, MAX_NAME_PART).replace(/-+$/, '') || 'company';
  // Only a full postcode names the district: a base that is not one gives the name alone.
  const district = normaliseUkPostcode(basePostcode) ? outwardCodeOf(basePostcode) : null;
  return district ? `${name}-${district.toLowerCase()}` : name;
}

/** The slugs to try, in order: the base, then base-2 … base-10. */
export function slugCandidates(base: string): string[] {
  return [base, ...Array.from({ length: NUMBERED_CANDIDATES - 1 }, (_, i) => `${base}-${i + 2}`)];
}

/** The first free candidate; when all are taken, a suffix from the owner's uid keeps it unique. */
export function pickSlug(base: string, taken: ReadonlySet<string>, ownerId: string): string {
  const free = slugCandidates(base).find((candidate) => !taken.has(candidate));
  return free ?? `${base}-${slugify(ownerId).slice(0, 8) || 'co'}`;
}
