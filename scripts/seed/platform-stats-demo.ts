// The admin dashboard's and analytics' demo (`/admin`, `/admin/analytics`): four weeks of guest
// quote requests across the directory companies' services and areas, as matching leaves them
// (a lead each, answered, declined, expired or still new), with a few that found nobody; then the
// platform's days rolled up from everything seeded, through the functions' own recompute, exactly
// as the triggers and the nightly pass would (today with its snapshot: monthly recurring revenue
// and the companies covering each service). Nothing on the pages is invented: each figure comes
// from the seeded documents.
import { Timestamp, type Firestore } from 'firebase-admin/firestore';

import { addDays, londonDateOf, londonMidnightMillis } from '@fixwell/common/london-time';
import { COLLECTIONS } from '@fixwell/common/collections';
import { outwardCodeOf } from '@fixwell/common/uk-postcode';

import {
  recomputePlatformDay,
  takePlatformSnapshot,
} from '../../functions/src/platform-stats/recompute-platform-day';
import { DIRECTORY_COMPANIES } from './directory';

const HOUR_MS = 60 * 60 * 1000;
/** Days of demo requests, and days rolled up (the demos before reach back 34 days). */
const HISTORY_DAYS = 27;
const ROLLUP_DAYS = 40;

interface Template {
  service: string;
  serviceName: string;
  postcode: string;
  district: string;
  area: string;
  /** The directory company matching chooses; null when nobody covers the job. */
  company: { uid: string; businessName: string; slug: string } | null;
}

/** A directory company as a match names it (its profile's slug, as seed.ts writes it). */
function co(uid: string) {
  const company = DIRECTORY_COMPANIES.find((candidate) => candidate.uid === uid)!;
  const slug = uid.replace(/^demo-co-/, '');
  return {
    uid,
    businessName: company.businessName,
    slug: `${slug}-${outwardCodeOf(company.basePostcode)!.toLowerCase()}`,
  };
}

const TEMPLATES: readonly Template[] = [
  {
    service: 'electrician',
    serviceName: 'Electrician',
    postcode: 'LS11 5DJ',
    district: 'LS11',
    area: 'LS',
    company: co('demo-co-aire-valley'),
  },
  {
    service: 'plumber',
    serviceName: 'Plumber',
    postcode: 'M4 1HN',
    district: 'M4',
    area: 'M',
    company: co('demo-co-northern-quarter'),
  },
  {
    service: 'roofer',
    serviceName: 'Roofer',
    postcode: 'G2 1DU',
    district: 'G2',
    area: 'G',
    company: co('demo-co-clyde-roofing'),
  },
  {
    service: 'landscaper',
    serviceName: 'Landscaper',
    postcode: 'TR1 2HE',
    district: 'TR1',
    area: 'TR',
    company: null,
  },
  {
    service: 'locksmith',
    serviceName: 'Locksmith',
    postcode: 'CF10 1EP',
    district: 'CF10',
    area: 'CF',
    company: co('demo-co-taff-locksmiths'),
  },
  {
    service: 'builder',
    serviceName: 'Builder',
    postcode: 'B5 4BU',
    district: 'B5',
    area: 'B',
    company: co('demo-co-brum-build'),
  },
  {
    service: 'painter-and-decorator',
    serviceName: 'Painter and decorator',
    postcode: 'SW11 1AA',
    district: 'SW11',
    area: 'SW',
    company: co('demo-co-thames-decorators'),
  },
  {
    service: 'electrician',
    serviceName: 'Electrician',
    postcode: 'BD1 1HY',
    district: 'BD1',
    area: 'BD',
    company: co('demo-co-aire-valley'),
  },
  {
    service: 'kitchen-fitter',
    serviceName: 'Kitchen fitter',
    postcode: 'BS1 4DJ',
    district: 'BS1',
    area: 'BS',
    company: co('demo-co-avon-kitchens'),
  },
  {
    service: 'pest-control',
    serviceName: 'Pest control',
    postcode: 'EX1 1BX',
    district: 'EX1',
    area: 'EX',
    company: null,
  },
];

const NAMES = [
  'Amira Khan',
  'Tom Hughes',
  'Sian Evans',
  'Callum Reid',
  'Grace Okafor',
  'Ben Walsh',
];

type LeadOutcome = 'accepted' | 'declined' | 'expired' | 'new';

/** A fixed spread of answers: mostly accepted, some declined or expired, recent ones still new. */
function outcomeOf(seed: number, daysAgo: number): LeadOutcome {
  if (daysAgo <= 1 && seed % 2 === 0) return 'new';
  const roll = seed % 10;
  return roll < 6 ? 'accepted' : roll < 8 ? 'declined' : daysAgo >= 3 ? 'expired' : 'new';
}

function demoRequests(today: string) {
  const out: Array<{
    id: string;
    template: Template;
    createdAt: number;
    seed: number;
    daysAgo: number;
  }> = [];
  for (let daysAgo = HISTORY_DAYS; daysAgo >= 1; daysAgo -= 1) {
    const count = 1 + ((daysAgo * 7) % 3);
    for (let i = 0; i < count; i += 1) {
      // Two days ago always has a request nobody covers: the dashboard's alert.
      const index = daysAgo === 2 && i === 0 ? 3 : (daysAgo * 5 + i * 3) % TEMPLATES.length;
      out.push({
        id: `demo-demand-${String(daysAgo).padStart(2, '0')}-${i}`,
        template: TEMPLATES[index]!,
        // Working hours, London time.
        createdAt: londonMidnightMillis(addDays(today, -daysAgo)) + (9 + i * 3) * HOUR_MS,
        seed: daysAgo * 3 + i,
        daysAgo,
      });
    }
  }
  return out;
}

export async function seedPlatformStatsDemo(db: Firestore): Promise<string[]> {
  const now = Date.now();
  const requests = demoRequests(londonDateOf(now));
  const first = db.collection(COLLECTIONS.quotes).doc(requests[0]!.id);
  let written = 0;
  if (!(await first.get()).exists) {
    for (const request of requests) {
      const { template, seed, daysAgo } = request;
      const at = (millis: number) => Timestamp.fromMillis(millis);
      const created = request.createdAt;
      const name = NAMES[seed % NAMES.length]!;
      const contact = {
        name,
        email: `${name.toLowerCase().replace(/\s+/g, '.')}.${request.id}@example.com`,
        phone: '07700 900' + String(100 + (seed % 800)).padStart(3, '0'),
      };
      const job = {
        service: template.service,
        serviceName: template.serviceName,
        answers: {},
        timing: 'within-2-weeks',
        budget: '250-1000',
        description: `Demo request: ${template.serviceName.toLowerCase()} work at a house in ${template.district}.`,
        propertyType: 'house',
        postcodeDistrict: template.district,
        postcodeArea: template.area,
        source: 'web',
      } as const;
      const quote = {
        ...job,
        postcode: template.postcode,
        contact,
        customerId: null,
        company: null,
        trackingTokenHash: `${request.id}-no-tracking-link`,
        dedupeKey: request.id,
        matchedAt: at(created + 60_000),
        createdAt: at(created),
        updatedAt: at(created + 60_000),
      };
      const batch = db.batch();
      const quoteRef = db.collection(COLLECTIONS.quotes).doc(request.id);
      if (!template.company) {
        batch.set(quoteRef, {
          ...quote,
          status: 'no-match',
          noMatchReason: 'no-company-covers',
          timeline: [
            { status: 'received', at: at(created) },
            { status: 'no-match', at: at(created + 60_000) },
          ],
          matches: [],
        });
      } else {
        const outcome = outcomeOf(seed, daysAgo);
        const leadId = `${request.id}_${template.company.uid}`;
        const respondedAt =
          outcome === 'accepted' || outcome === 'declined'
            ? at(created + (1 + (seed % 5)) * HOUR_MS)
            : null;
        const expiredAt = outcome === 'expired' ? at(created + 48 * HOUR_MS) : null;
        const quoteStatus = outcome === 'accepted' ? 'accepted' : 'matched';
        batch.set(quoteRef, {
          ...quote,
          status: quoteStatus,
          noMatchReason: null,
          timeline: [
            { status: 'received', at: at(created) },
            { status: 'matched', at: at(created + 60_000) },
            ...(respondedAt && outcome === 'accepted'
              ? [{ status: 'accepted', at: respondedAt }]
              : []),
          ],
          matches: [
            {
              companyId: template.company.uid,
              leadId,
              businessName: template.company.businessName,
              slug: template.company.slug,
              rating: 0,
              reviewCount: 0,
              badges: [],
              status: outcome === 'new' ? 'offered' : outcome,
              respondedAt,
            },
          ],
        });
        batch.set(db.collection(COLLECTIONS.leads).doc(leadId), {
          ...job,
          quoteId: request.id,
          companyId: template.company.uid,
          distanceMiles: 2.5,
          routedToCompany: false,
          status: outcome,
          extraLeadPricePence: null,
          photos: [],
          customer: outcome === 'accepted' ? { ...contact, postcode: template.postcode } : null,
          declineReason: outcome === 'declined' ? 'too-far' : null,
          declineNote: null,
          ...(expiredAt ? { expiredAt } : {}),
          createdAt: at(created + 60_000),
          respondedAt,
          updatedAt: respondedAt ?? expiredAt ?? at(created + 60_000),
        });
      }
      await batch.commit();
      written += 1;
    }
  }

  // The platform's days, from everything the demos seeded (today with its snapshot).
  const today = londonDateOf(now);
  let days = 0;
  for (let back = ROLLUP_DAYS; back >= 1; back -= 1) {
    if ((await recomputePlatformDay(addDays(today, -back))).outcome === 'written') days += 1;
  }
  if ((await recomputePlatformDay(today, await takePlatformSnapshot(now))).outcome === 'written')
    days += 1;
  return [
    `Platform figures: ${written ? `${written} demo quote requests over ${HISTORY_DAYS} days, ` : ''}${days} days rolled up into platformStatsDays and serviceStatsDays`,
  ];
}
