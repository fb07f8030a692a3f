// A company's branding: the trading name, logo, brand colour and footer text its documents, public
// profile and quote widget are drawn with. Stored as `companies/{uid}.branding`, written only by the
// saveBranding callable (the colour's contrast is checked on the server) and the logo upload.

export interface CompanyBranding {
  /** The name customers know the business by, when it differs from the registered business name. */
  tradingName: string | null;
  /** `#rrggbb`, dark enough for white text on it; null for Fixwell's own colour. */
  brandColour: string | null;
  /** The resized logo's public URL; null for none. */
  logoUrl: string | null;
  /** A line or two under every document (registered office, bank details, a thank-you). */
  footerText: string | null;
}

export const NO_BRANDING: CompanyBranding = {
  tradingName: null,
  brandColour: null,
  logoUrl: null,
  footerText: null,
};

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : null;

/** The branding stored on a company document, with anything missing or malformed as none. */
export function brandingOf(company: { branding?: unknown } | null | undefined): CompanyBranding {
  const stored = company?.branding;
  if (!stored || typeof stored !== 'object') return NO_BRANDING;
  const fields = stored as Record<string, unknown>;
  const colour = text(fields.brandColour);
  return {
    tradingName: text(fields.tradingName),
    brandColour: colour && /^#[0-9a-f]{6}$/i.test(colour) ? colour.toLowerCase() : null,
    logoUrl: text(fields.logoUrl),
    footerText: text(fields.footerText),
  };
}

// ---- Contrast (WCAG 2.x relative luminance) -----------------------------------------------------

/** The smallest contrast white text needs on the brand colour (WCAG AA for normal text). */
export const MIN_BRAND_CONTRAST = 4.5;

function channel(value: number): number {
  const c = value / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

function luminance(hex: string): number {
  const n = Number.parseInt(hex.slice(1), 16);
  return (
    0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255)
  );
}

/** The contrast ratio of two `#rrggbb` colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** "4.5:1", to one decimal place, rounded down so a colour shown as 4.5:1 really passes. */
export function formatContrast(ratio: number): string {
  return `${(Math.floor(ratio * 10) / 10).toFixed(1)}:1`;
}
