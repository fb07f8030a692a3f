import { z } from 'zod';

// Site images (issue 16 §2, `/admin/site-images`): the hero and share images public pages show,
// uploaded by admins through the api function (`POST /api/site-images/<slot>`), resized by
// functions into the sizes pages need and served at versioned URLs
// (`/site-images/<slot>/<version>/<file>`) cached for a year. `siteImages/{slot}` says what a slot
// holds now; everyone reads it (public pages read it as a visitor), only functions write it.

/** A slot is a hero (the top of a page, also cut to a share image) or a share image alone. */
export type SiteImageKind = 'hero' | 'share';

/** The slots there are: two fixed ones, and a hero for each service page and each town page. */
export type SiteImageSlot =
  | { id: 'home-hero'; kind: 'hero'; scope: 'home' }
  | { id: 'default-share'; kind: 'share'; scope: 'default' }
  | { id: string; kind: 'hero'; scope: 'service' | 'town'; slug: string };

export const HOME_HERO_SLOT = 'home-hero';
export const DEFAULT_SHARE_SLOT = 'default-share';
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const serviceHeroSlot = (slug: string) => `service-hero.${slug}`;
export const townHeroSlot = (slug: string) => `town-hero.${slug}`;

/** The slot named by `id`, or null for anything that is not one. */
export function parseSiteImageSlot(id: string): SiteImageSlot | null {
  if (id === HOME_HERO_SLOT) return { id, kind: 'hero', scope: 'home' };
  if (id === DEFAULT_SHARE_SLOT) return { id, kind: 'share', scope: 'default' };
  const match = /^(service|town)-hero\.(.+)$/.exec(id);
  if (!match || match[2]!.length > 80 || !SLUG.test(match[2]!)) return null;
  return { id, kind: 'hero', scope: match[1] as 'service' | 'town', slug: match[2]! };
}

/** One file made from an upload. */
export interface SiteImageFile {
  /** `640.webp`, `1024.jpg`, `share.jpg`… */
  name: string;
  type: 'image/webp' | 'image/jpeg';
  width: number;
  height: number;
  /** What the file is for: the page's hero (`srcset`) or the share card (og:image). */
  use: 'hero' | 'hero-fallback' | 'share';
}

/** The files a slot's kind is resized into. Heroes are cut to 16:9; share cards to 1200×630. */
export interface SiteImagePlan {
  minWidth: number;
  minHeight: number;
  files: readonly Omit<SiteImageFile, 'height'>[];
}

/** A hero's aspect ratio (width / height): wide, so it never pushes a page's content far down. */
export const HERO_ASPECT = 16 / 9;
export const SHARE_SIZE = { width: 1200, height: 630 } as const;

export const SITE_IMAGE_PLANS: Readonly<Record<SiteImageKind, SiteImagePlan>> = {
  hero: {
    minWidth: 1600,
    minHeight: 900,
    files: [
      { name: '640.webp', type: 'image/webp', width: 640, use: 'hero' },
      { name: '1024.webp', type: 'image/webp', width: 1024, use: 'hero' },
      { name: '1600.webp', type: 'image/webp', width: 1600, use: 'hero' },
      { name: '1024.jpg', type: 'image/jpeg', width: 1024, use: 'hero-fallback' },
      { name: 'share.jpg', type: 'image/jpeg', width: SHARE_SIZE.width, use: 'share' },
    ],
  },
  share: {
    minWidth: SHARE_SIZE.width,
    minHeight: SHARE_SIZE.height,
    files: [{ name: 'share.jpg', type: 'image/jpeg', width: SHARE_SIZE.width, use: 'share' }],
  },
};

/** A file's height in its plan: share cards are 1200×630, heroes 16:9. */
export const plannedHeight = (file: Omit<SiteImageFile, 'height'>): number =>
  file.use === 'share' ? SHARE_SIZE.height : Math.round(file.width / HERO_ASPECT);

/** Files in a slot's folder are named by the plans alone. */
export const SITE_IMAGE_FILE_NAMES: readonly string[] = [
  ...new Set(Object.values(SITE_IMAGE_PLANS).flatMap((plan) => plan.files.map((f) => f.name))),
];

/** A version is the first 16 hex digits of the upload's SHA-256: the URL changes with the image. */
export const SITE_IMAGE_VERSION = /^[0-9a-f]{16}$/;

/** The biggest upload accepted, before resizing. */
export const MAX_SITE_IMAGE_BYTES = 10 * 1024 * 1024;
export const SITE_IMAGE_UPLOAD_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const MAX_ALT_LENGTH = 150;

/** What `siteImages/{slot}` holds. */
export interface SiteImageDocument<TTime> {
  slot: string;
  kind: SiteImageKind;
  alt: string;
  version: string;
  /** The size of the upload as it was turned upright, before resizing. */
  sourceWidth: number;
  sourceHeight: number;
  files: SiteImageFile[];
  /** The version this one replaced, whose files are kept for pages still cached with it. */
  previousVersion: string | null;
  /** Who changed it is in `adminAudit`: everyone reads this document, so it names no one. */
  updatedAt: TTime;
}

/** The path of one of a slot's files, served by the api function through a Hosting rewrite. */
export const siteImageUrl = (slot: string, version: string, file: string) =>
  `/site-images/${slot}/${version}/${file}`;

/** The site image as public pages use it: the fields they read, not who uploaded it. */
export type SiteImageView = Pick<
  SiteImageDocument<unknown>,
  'slot' | 'kind' | 'alt' | 'version' | 'files'
>;

/** The share card of a slot (og:image), or null when it has none. */
export function shareImageOf(
  image: SiteImageView | null | undefined,
): { url: string; width: number; height: number; alt: string } | null {
  const file = image?.files.find((item) => item.use === 'share');
  if (!image || !file) return null;
  return {
    url: siteImageUrl(image.slot, image.version, file.name),
    width: file.width,
    height: file.height,
    alt: image.alt,
  };
}

/** A hero's `<picture>`: WebP at each width, a JPEG for browsers without WebP, its size. */
export function heroSourcesOf(image: SiteImageView | null | undefined): {
  webpSrcSet: string;
  fallback: string;
  width: number;
  height: number;
  alt: string;
} | null {
  if (!image || image.kind !== 'hero') return null;
  const url = (file: SiteImageFile) => siteImageUrl(image.slot, image.version, file.name);
  const webp = image.files.filter((file) => file.use === 'hero');
  const fallback = image.files.find((file) => file.use === 'hero-fallback');
  const largest = webp[webp.length - 1];
  if (!fallback || !largest) return null;
  return {
    webpSrcSet: webp.map((file) => `${url(file)} ${file.width}w`).join(', '),
    fallback: url(fallback),
    width: largest.width,
    height: largest.height,
    alt: image.alt,
  };
}

const slotName = (slot: SiteImageSlot) =>
  slot.scope === 'home'
    ? 'The home hero'
    : slot.scope === 'default'
      ? 'The default share image'
      : slot.scope === 'service'
        ? 'A service hero'
        : 'A town hero';

export const SITE_IMAGE_MESSAGES = {
  signIn: 'Please sign in to upload site images.',
  adminsOnly: 'Only Fixwell admins can manage site images.',
  unknownSlot: 'There is no such image slot.',
  noService: 'There is no service with that address.',
  noTown: 'There is no town with that address.',
  wrongType: 'Choose a JPEG, PNG or WebP image.',
  tooLarge: 'That image is over 10 MB. Choose a smaller file.',
  unreadable: 'That file could not be read as an image. Try exporting it again as a JPEG or PNG.',
  altRequired: 'Describe the image for people who cannot see it.',
  altTooLong: `Keep the description to ${MAX_ALT_LENGTH} characters or fewer.`,
  altFileName: 'Describe what the image shows, not its file name.',
  nothingToRemove: 'That slot has no image to remove.',
  nothingToUpdate: 'That slot has no image yet: upload one first.',
  uploadFailed: 'The image could not be saved. Please try again.',
  /** "The home hero must be at least 1600 pixels wide; this one is 900." */
  tooSmall(slot: SiteImageSlot, width: number, height: number): string {
    const plan = SITE_IMAGE_PLANS[slot.kind];
    if (width < plan.minWidth)
      return `${slotName(slot)} must be at least ${plan.minWidth} pixels wide; this one is ${width}.`;
    return `${slotName(slot)} must be at least ${plan.minHeight} pixels tall; this one is ${height}.`;
  },
} as const;

/** Null when an upload of `width`×`height` is big enough for the slot, else why not. */
export function sizeRefusal(slot: SiteImageSlot, width: number, height: number): string | null {
  const plan = SITE_IMAGE_PLANS[slot.kind];
  return width < plan.minWidth || height < plan.minHeight
    ? SITE_IMAGE_MESSAGES.tooSmall(slot, width, height)
    : null;
}

/** A name a camera or a file system gave, rather than a description. */
const FILE_NAME =
  /^\S+\.(?:jpe?g|png|webp|gif|heic|avif|tiff?|bmp)$|^(?:img|dsc|dscn|image|photo|pxl|screenshot)[-_ ]?\d+/i;

export const siteImageAltSchema = z
  .string()
  .trim()
  .min(1, SITE_IMAGE_MESSAGES.altRequired)
  .max(MAX_ALT_LENGTH, SITE_IMAGE_MESSAGES.altTooLong)
  .refine((alt) => !FILE_NAME.test(alt), SITE_IMAGE_MESSAGES.altFileName);

export const siteImageSlotSchema = z
  .string()
  .refine((id) => parseSiteImageSlot(id) !== null, SITE_IMAGE_MESSAGES.unknownSlot);

export const updateSiteImageAltSchema = z.object({
  slot: siteImageSlotSchema,
  alt: siteImageAltSchema,
});
export type UpdateSiteImageAltInput = z.infer<typeof updateSiteImageAltSchema>;

export const removeSiteImageSchema = z.object({ slot: siteImageSlotSchema });
export type RemoveSiteImageInput = z.infer<typeof removeSiteImageSchema>;
