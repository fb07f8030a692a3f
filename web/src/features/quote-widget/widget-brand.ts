import { brandingOf } from '@fixwell/common/company-branding';

/** How the widget presents the company it sends requests to. */
export type WidgetBrand = {
  /** The trading name, else the business name. */
  name: string;
  logoUrl: string | null;
  /** `#rrggbb`, dark enough for white text (checked when saved); null for Fixwell blue. */
  brandColour: string | null;
};

/**
 * The company's name, logo and colour from its public document (as the catalogue's read returns
 * it, `branding` included), or null while there is no company to name.
 */
export function widgetBrand(
  company: { businessName: string; branding?: unknown } | null | undefined,
): WidgetBrand | null {
  if (!company) return null;
  const branding = brandingOf(company);
  return {
    name: branding.tradingName ?? company.businessName,
    logoUrl: branding.logoUrl,
    brandColour: branding.brandColour,
  };
}
