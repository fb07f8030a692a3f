import { Link } from 'react-router';

import { ContentSection } from '@/components/content/content-section';
import { CtaBanner } from '@/components/content/cta-banner';
import { ExternalLink } from '@/components/content/external-link';
import { PageHero } from '@/components/content/page-hero';
import { Prose } from '@/components/content/prose';
import { Seo } from '@/components/seo/seo';
import { paths } from '@/config/paths';

const DESCRIPTION =
  'Fixwell has no sister sites yet. Here are independent resources for checking tradespeople: Gas Safe Register, TrustMark, Citizens Advice and more.';

type Resource = { name: string; href: string; text: string };

const GROUPS: { id: string; heading: string; resources: Resource[] }[] = [
  {
    id: 'registers',
    heading: "Check a tradesperson's registration",
    resources: [
      {
        name: 'Gas Safe Register',
        href: 'https://www.gassaferegister.co.uk/',
        text: "The official list of businesses allowed to work on gas appliances and fittings. Check a business or an engineer's ID card, and the types of gas work they are qualified for.",
      },
      {
        name: 'Electrical Competent Person register',
        href: 'https://www.electricalcompetentperson.co.uk/',
        text: 'One search across the government-approved schemes whose electricians can self-certify electrical work under the building regulations in England and Wales.',
      },
      {
        name: 'Competent Persons Register',
        href: 'https://www.competentpersonsregister.co.uk/',
        text: 'Find installers registered to self-certify other building work, such as replacement windows, heating systems and roofing, in England and Wales.',
      },
      {
        name: 'TrustMark',
        href: 'https://www.trustmark.org.uk/',
        text: 'The government-endorsed quality scheme for work in and around the home. Registered businesses agree to its standards and complaints process.',
      },
      {
        name: 'Companies House',
        href: 'https://find-and-update.company-information.service.gov.uk/',
        text: "Look up a limited company's registered name, number, address, directors and whether it is still active.",
      },
    ],
  },
  {
    id: 'advice',
    heading: 'Free consumer advice',
    resources: [
      {
        name: 'Citizens Advice',
        href: 'https://www.citizensadvice.org.uk/consumer/',
        text: 'Independent advice on your rights when work on your home goes wrong, with template letters and a consumer helpline, for England and Wales.',
      },
      {
        name: 'Consumer Advice Scotland',
        href: 'https://consumeradvice.scot/',
        text: 'Free, impartial consumer advice for people in Scotland.',
      },
      {
        name: 'Consumerline',
        href: 'https://www.nidirect.gov.uk/campaigns/consumerline',
        text: 'Consumer advice and complaints help for people in Northern Ireland.',
      },
    ],
  },
  {
    id: 'planning',
    heading: 'Planning and building regulations',
    resources: [
      {
        name: 'Planning Portal',
        href: 'https://www.planningportal.co.uk/',
        text: 'Guidance on whether a project in England or Wales needs planning permission or building regulations approval, and how to apply.',
      },
      {
        name: 'Building regulations approval on GOV.UK',
        href: 'https://www.gov.uk/building-regulations-approval',
        text: 'When you need approval for building work in England and Wales, and the ways to get it.',
      },
      {
        name: 'Building standards on mygov.scot',
        href: 'https://www.mygov.scot/building-standards',
        text: 'How building warrants and building standards work in Scotland.',
      },
    ],
  },
];

export default function SisterSitesPage() {
  return (
    <article className="page content-page">
      <Seo title="Sister sites" description={DESCRIPTION} canonical={paths.sisterSites} />
      <PageHero
        heading="Sister sites"
        lede="Fixwell does not have any sister sites at the moment. If we launch one, it will be listed here. In the meantime, these independent public resources are worth knowing about when you are planning work on your home."
      />
      <p className="notice">
        These organisations are not part of Fixwell, and we are not paid to link to them. We list
        them because they are the official or independent places to check a tradesperson and get
        advice.
      </p>

      {GROUPS.map((group) => (
        <ContentSection key={group.id} id={group.id} heading={group.heading}>
          <Prose>
            <dl>
              {group.resources.map((resource) => (
                <div key={resource.href}>
                  <dt>
                    <ExternalLink href={resource.href}>{resource.name}</ExternalLink>
                  </dt>
                  <dd>{resource.text}</dd>
                </div>
              ))}
            </dl>
          </Prose>
        </ContentSection>
      ))}

      <ContentSection id="our-guides" heading="Our own guides">
        <Prose>
          <p>
            For practical advice on describing a job, comparing quotes, deposits and written
            contracts, read <Link to={paths.howToGetQuotes}>how to get quotes</Link>. Answers to
            common questions about Fixwell are in our <Link to={paths.faq}>FAQ</Link>.
          </p>
        </Prose>
      </ContentSection>

      <CtaBanner />
    </article>
  );
}
