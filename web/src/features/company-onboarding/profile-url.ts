import { env } from '@/config/env';
import { href, paths } from '@/config/paths';

/** The public profile's full address ("https://fixwell.co.uk/company/profile/brightwater"). */
export function profileUrl(slug: string): string {
  const origin = env.VITE_SITE_URL.replace(/\/+$/, '');
  return `${origin}${href(paths.companyPublicProfile, { slug })}`;
}
