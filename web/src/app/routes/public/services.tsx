import {
  SERVICE_CATEGORIES,
  SERVICE_CATEGORY_LABELS,
  type ServiceCategory,
} from '@fixwell/common/catalogue/catalogue-constants';
import { useId } from 'react';
import { Link, useSearchParams } from 'react-router';

import { PageHero } from '@/components/content/page-hero';
import { LoadingBlock } from '@/components/loading-block';
import { Seo } from '@/components/seo/seo';
import type { ServiceSummary } from '@/features/catalogue/catalogue-types';
import { QuoteCta } from '@/features/catalogue/components/quote-cta';
import { ServiceCard } from '@/features/catalogue/components/service-card';
import { useServiceIndex } from '@/features/catalogue/hooks/use-catalogue-index';

function isCategory(value: string | null): value is ServiceCategory {
  return (SERVICE_CATEGORIES as readonly (string | null)[]).includes(value);
}

/** Services matching the typed words (name, search term or summary) in the chosen category. */
export function filterServices(
  services: readonly ServiceSummary[],
  text: string,
  category: ServiceCategory | null,
): ServiceSummary[] {
  const words = text.toLowerCase().split(/\s+/).filter(Boolean);
  return services.filter((service) => {
    if (category && service.category !== category) return false;
    const haystack = `${service.name} ${service.searchTerm} ${service.summary}`.toLowerCase();
    return words.every((word) => haystack.includes(word));
  });
}

export default function ServicesPage() {
  const services = useServiceIndex();
  const [params, setParams] = useSearchParams();
  const searchId = useId();
  const text = params.get('q') ?? '';
  const categoryParam = params.get('category');
  const category = isCategory(categoryParam) ? categoryParam : null;

  function update(next: { q?: string; category?: ServiceCategory | null }) {
    const merged = new URLSearchParams(params);
    if (next.q !== undefined) {
      if (next.q) merged.set('q', next.q);
      else merged.delete('q');
    }
    if (next.category !== undefined) {
      if (next.category) merged.set('category', next.category);
      else merged.delete('category');
    }
    setParams(merged, { replace: true, preventScrollReset: true });
  }

  const shown = services ? filterServices(services, text, category) : undefined;
  const groups = SERVICE_CATEGORIES.map((id) => ({
    id,
    services: shown?.filter((service) => service.category === id) ?? [],
  })).filter((group) => group.services.length > 0);

  return (
    <div className="page services-page">
      <Seo
        title="Browse home services and trades"
        description="Every trade and home service on Fixwell, from plumbers and electricians to roofers and landscapers, with typical UK prices and free quotes."
        canonical="/services"
      />
      <PageHero
        heading="Browse services"
        lede="Find the right trade for the job, see what it typically costs, and get free quotes from local professionals."
      />
      <form className="services-filter" role="search" onSubmit={(event) => event.preventDefault()}>
        <label htmlFor={searchId}>Search services</label>
        <input
          id={searchId}
          type="search"
          value={text}
          placeholder="e.g. boiler, damp, fence"
          onChange={(event) => update({ q: event.target.value })}
        />
      </form>
      <nav aria-label="Service categories">
        <ul className="chip-list">
          <li>
            <Link
              className="chip"
              to="/services"
              aria-current={category === null ? 'page' : undefined}
              onClick={(event) => {
                event.preventDefault();
                update({ category: null });
              }}
            >
              All services
            </Link>
          </li>
          {SERVICE_CATEGORIES.map((id) => (
            <li key={id}>
              <Link
                className="chip"
                to={`/services?category=${id}`}
                aria-current={category === id ? 'page' : undefined}
                onClick={(event) => {
                  event.preventDefault();
                  update({ category: id });
                }}
              >
                {SERVICE_CATEGORY_LABELS[id]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <div aria-live="polite">
        {shown === undefined ? (
          <LoadingBlock lines={8} />
        ) : shown.length === 0 ? (
          <p>
            No services match “{text}”. Try another word, or{' '}
            <Link to={`/quote?q=${encodeURIComponent(text)}`}>describe the job</Link> and we will
            find the right trade.
          </p>
        ) : (
          <p className="visually-hidden">{`${shown.length} services shown`}</p>
        )}
      </div>

      {groups.map((group) => (
        <section key={group.id} aria-labelledby={`category-${group.id}`}>
          <h2 id={`category-${group.id}`}>{SERVICE_CATEGORY_LABELS[group.id]}</h2>
          <ul className="card-grid">
            {group.services.map((service) => (
              <ServiceCard key={service.slug} service={service} />
            ))}
          </ul>
        </section>
      ))}
      <QuoteCta
        heading="Not sure which trade you need?"
        text="Describe the job and we will match it to the right professionals."
      />
    </div>
  );
}
