import { useRouteParams } from '@/app/routes/route-params';
import { PageHero } from '@/components/content/page-hero';
import { LoadingBlock } from '@/components/loading-block';
import { Seo } from '@/components/seo/seo';
import { QuoteCta } from '@/features/catalogue/components/quote-cta';
import { capitalise } from '@/features/catalogue/components/service-sections';
import { useServiceSummary } from '@/features/catalogue/hooks/use-service-summary';

const REASONS = [
  {
    title: 'Free, with no obligation',
    text: 'Requesting quotes costs nothing and you choose whether to hire anyone.',
  },
  {
    title: 'Up to three local companies',
    text: 'We send your request only to companies whose trades and coverage match the job, not to everyone.',
  },
  {
    title: 'Checked before they reach you',
    text: 'Profiles show the checks we have made, such as ID, insurance and trade registration, and reviews from real customers.',
  },
];

/**
 * A focused page for adverts and campaigns: one message, one action. Kept out of search results
 * (the service page is the one to rank) so the two never compete.
 */
export default function ServiceLandingPage() {
  const { service: slug = '' } = useRouteParams();
  const service = useServiceSummary(slug);
  if (!service) return <LoadingBlock lines={4} />;

  return (
    <article className="page service-landing">
      <Seo
        title={`${capitalise(service.searchTerm)}: get free quotes today`}
        description={service.summary}
        canonical={`/services/${slug}`}
        noindex
      />
      <PageHero
        heading={`Need ${/^[aeiou]/i.test(service.name) ? 'an' : 'a'} ${service.name.toLowerCase()}? Get free quotes today`}
        lede={service.summary}
      />
      <QuoteCta
        service={slug}
        heading="Where is the job?"
        text="Enter the postcode and tell us what needs doing. It takes about two minutes."
        buttonLabel="Start my free quote"
      />
      <section aria-labelledby="landing-why">
        <h2 id="landing-why">Why homeowners use Fixwell</h2>
        <ul className="card-grid">
          {REASONS.map((reason) => (
            <li key={reason.title} className="card">
              <h3>{reason.title}</h3>
              <p>{reason.text}</p>
            </li>
          ))}
        </ul>
      </section>
    </article>
  );
}
