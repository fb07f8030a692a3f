import type { WidgetBrand } from '@/features/quote-widget/widget-brand';

/**
 * The widget's heading: the company's logo and "Request a quote from <name>", or a plain heading
 * when the widget names no company. Not a `<header>`: inside a partner's page it is no banner.
 */
export function WidgetHeader({ brand }: { brand: WidgetBrand | null }) {
  return (
    <div className="quote-widget__header">
      {brand?.logoUrl ? (
        <img className="quote-widget__logo" src={brand.logoUrl} alt={`${brand.name} logo`} />
      ) : null}
      <h1 className="quote-widget__heading">
        {brand ? `Request a quote from ${brand.name}` : 'Request a free quote'}
      </h1>
    </div>
  );
}
