import {
  SERVICE_CATEGORIES,
  SERVICE_CATEGORY_LABELS,
} from '@fixwell/common/catalogue/catalogue-constants';
import { Link } from 'react-router';

import { ContentSection } from '@/components/content/content-section';
import { CtaBanner } from '@/components/content/cta-banner';
import { PageHero } from '@/components/content/page-hero';
import { Prose } from '@/components/content/prose';
import { TableOfContents } from '@/components/content/table-of-contents';
import { Seo } from '@/components/seo/seo';
import { href, paths } from '@/config/paths';
import type { Service, ServiceSummary } from '@/features/catalogue/catalogue-types';
import { LoadError } from '@/components/load-error';
import { LoadingBlock } from '@/components/loading-block';
import { CATEGORY_GUIDES } from '@/features/local-search/category-guide';
import { useOfferedServicesQuery } from '@/features/catalogue/hooks/use-catalogue-index';

import '@/features/local-search/components/local-search.css';

const DESCRIPTION =
  'A guide to UK home services: what each trade does, the registrations and trade bodies to look for, and how to choose and hire a tradesperson with confidence.';

const CHOOSING = [
  {
    title: 'Get comparable written quotes',
    text: 'Ask two or three companies to quote for the same described work. A written quote should list what is included, the materials, the start date and how long the price is valid.',
  },
  {
    title: 'Check insurance and registrations',
    text: 'Ask for public liability insurance and any registration the work needs, and check it with the scheme itself. Fixwell profiles show the checks we have made and when.',
  },
  {
    title: 'Read recent reviews',
    text: 'Look for reviews of similar jobs and how the company replied to any problems. On Fixwell only customers with a real job can leave one.',
  },
  {
    title: 'Agree how you will pay',
    text: 'A deposit for materials is normal on larger jobs; paying the whole price up front is not. Stage payments should follow finished stages of work, and you should get an invoice for each.',
  },
  {
    title: 'Know your rights',
    text: 'Under the Consumer Rights Act 2015 a trader must do the work with reasonable care and skill, within a reasonable time and, if no price was agreed, for a reasonable price. If you sign a contract at home rather than at the trader’s premises, the Consumer Contracts Regulations usually give you 14 days to cancel.',
  },
  {
    title: 'Keep the paperwork',
    text: 'Gas Safe, electrical and Building Control certificates, guarantees and invoices prove the work was done properly. Your solicitor will ask for them when you sell.',
  },
];

const GUIDE_LINKS = [
  {
    to: href(paths.contentList, { contentType: 'cost-guides' }),
    label: 'Cost guides',
    text: 'what common jobs cost across the UK and what changes the price',
  },
  {
    to: href(paths.contentList, { contentType: 'how-to' }),
    label: 'How-to guides',
    text: 'small jobs you can safely do yourself, step by step',
  },
  {
    to: href(paths.contentList, { contentType: 'guides' }),
    label: 'Guides',
    text: 'planning bigger projects, from extensions to new bathrooms',
  },
  {
    to: href(paths.contentList, { contentType: 'complete-guide' }),
    label: 'Complete guides',
    text: 'everything about one subject in one place',
  },
  { to: paths.blog, label: 'Blog', text: 'advice, safety and energy-saving news' },
  {
    to: paths.howToGetQuotes,
    label: 'How to get quotes',
    text: 'what to tell tradespeople so their quotes compare',
  },
  {
    to: paths.emergencyServices,
    label: 'Emergency help',
    text: 'what to do first when something goes wrong',
  },
];

/**
 * A service's own accreditations, when the build-time index carries them (it is slim on purpose,
 * so they may be absent); the category's list below covers the essentials either way.
 */
function accreditationsOf(service: ServiceSummary): readonly string[] {
  return (
    (service as ServiceSummary & Partial<Pick<Service, 'accreditations'>>).accreditations ?? []
  );
}

function CategoryServices({
  services,
  isPending,
  isError,
}: {
  services: readonly ServiceSummary[];
  isPending: boolean;
  isError: boolean;
}) {
  if (isPending) return <LoadingBlock label="Loading services…" lines={3} />;
  // One error with a retry button shows above the categories.
  if (isError) return null;
  if (services.length === 0) {
    return (
      <p>
        We are still adding pages for this kind of work. You can{' '}
        <Link to={paths.quote}>request quotes</Link> for it now.
      </p>
    );
  }
  return (
    <ul className="guide-services">
      {services.map((service) => {
        const accreditations = accreditationsOf(service);
        return (
          <li key={service.slug}>
            <Link to={href(paths.service, { service: service.slug })}>{service.name}</Link>:{' '}
            {service.summary}
            {accreditations.length > 0 ? (
              <span className="guide-services__look-for">
                {' '}
                Look for: {accreditations.join('; ')}.
              </span>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

export default function UkHomeServicesGuidePage() {
  const index = useOfferedServicesQuery();
  const services = index.data ?? [];

  return (
    <article className="page content-page">
      <Seo
        title="UK home services guide"
        description={DESCRIPTION}
        canonical={paths.ukHomeServicesGuide}
      />
      <PageHero
        heading="UK home services guide"
        lede="What each kind of trade does, the registrations and trade bodies worth looking for, and how to choose someone you can trust with your home."
      />

      <TableOfContents
        items={[
          ...SERVICE_CATEGORIES.map((category) => ({
            id: category,
            label: SERVICE_CATEGORY_LABELS[category],
          })),
          { id: 'choosing', label: 'Choosing a tradesperson' },
          { id: 'guides', label: 'Guides and advice' },
        ]}
      />

      {index.isError ? (
        <LoadError
          message="We could not load the list of services. The advice below still applies."
          onRetry={() => void index.refetch()}
          retrying={index.isFetching}
        />
      ) : null}

      {SERVICE_CATEGORIES.map((category) => {
        const label = SERVICE_CATEGORY_LABELS[category];
        const inCategory = services.filter((service) => service.category === category);
        return (
          <ContentSection key={category} id={category} heading={label}>
            <p>{CATEGORY_GUIDES[category].intro}</p>
            <h3>Services</h3>
            <CategoryServices
              services={inCategory}
              isPending={index.isPending}
              isError={index.isError}
            />
            <h3>What to look for</h3>
            <ul className="checklist">
              {CATEGORY_GUIDES[category].accreditations.map((accreditation) => (
                <li key={accreditation}>{accreditation}</li>
              ))}
            </ul>
          </ContentSection>
        );
      })}

      <ContentSection id="choosing" heading="Choosing a tradesperson">
        <Prose>
          {CHOOSING.map((item) => (
            <div key={item.title}>
              <h3>{item.title}</h3>
              <p>{item.text}</p>
            </div>
          ))}
        </Prose>
      </ContentSection>

      <ContentSection id="guides" heading="Guides and advice">
        <ul className="checklist">
          {GUIDE_LINKS.map((link) => (
            <li key={link.to}>
              <Link to={link.to}>{link.label}</Link>: {link.text}
            </li>
          ))}
        </ul>
      </ContentSection>

      <CtaBanner />
    </article>
  );
}
