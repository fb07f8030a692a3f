import type { Location, Plan, Service } from '@fixwell/common/catalogue/catalogue-schema';
import { SERVICE_SUMMARY_FIELDS } from '@fixwell/common/catalogue/service-index';

import type { LocationSummary, ServiceSummary } from '@/features/catalogue/catalogue-types';
import type { LocalCompany } from '@/features/local-search/api/get-local-companies';

// Realistic catalogue records for page tests: full Firestore documents plus the slim build-time
// index entries derived from them. installFakePublicData() serves them unless a test passes its own.

const BASE_SERVICE: Omit<Service, 'slug' | 'name' | 'searchTerm' | 'category' | 'summary'> = {
  description: [
    'Most jobs start with a visit so the tradesperson can see the problem, check access and give you a written price before any work begins.',
    'Prices vary with the size of the job, the materials you choose and how easy the work area is to reach, so compare at least two or three written quotes.',
    'Ask for proof of insurance and any registration the work needs, and keep the paperwork: you may need it when you sell your home.',
  ],
  trades: ['handyman'],
  priceRanges: [
    { job: 'Standard visit', min: 60, max: 120, unit: 'job' },
    { job: 'Hourly rate', min: 40, max: 70, unit: 'hour' },
    { job: 'Day rate', min: 200, max: 350, unit: 'day' },
  ],
  priceFactors: ['How long the job takes', 'Materials and parts needed', 'Access to the work area'],
  questions: [
    {
      id: 'job-type',
      label: 'What do you need done?',
      type: 'single-choice',
      options: ['Repair', 'Installation', 'Other'],
      required: true,
    },
    { id: 'details', label: 'Anything else we should know?', type: 'text', required: false },
  ],
  faqs: [
    {
      question: 'How many quotes should I get?',
      answer: 'Two or three written quotes are usually enough to see what a fair price looks like.',
    },
    {
      question: 'Should I pay a deposit?',
      answer:
        'For larger jobs a deposit for materials is normal; avoid paying the full price up front.',
    },
    {
      question: 'Do I need building regulations approval?',
      answer:
        'Only some work needs it; a registered tradesperson can tell you and self-certify where allowed.',
    },
    {
      question: 'What if I am unhappy with the work?',
      answer: 'Tell the company in writing first and give it a fair chance to put things right.',
    },
  ],
  emergency: false,
  accreditations: ['TrustMark'],
  related: ['electrician', 'plumber'],
};

export const PLUMBER: Service = {
  ...BASE_SERVICE,
  slug: 'plumber',
  name: 'Plumber',
  searchTerm: 'plumbers',
  category: 'plumbing-and-heating',
  summary:
    'Leaks, blocked toilets, new taps, radiators and bathroom plumbing from local plumbers who cover your area.',
  trades: ['plumber'],
  priceRanges: [
    { job: 'Emergency call-out (first hour)', min: 90, max: 180, unit: 'job' },
    { job: 'Replace a kitchen tap', min: 90, max: 180, unit: 'job' },
    { job: 'Fix a leaking pipe', min: 80, max: 200, unit: 'job' },
  ],
  emergency: true,
  emergencyAdvice: [
    'Turn off the water at the stopcock, usually under the kitchen sink, to stop the flow.',
    'Switch off the electricity at the consumer unit if water is near sockets, lights or wiring, but only if the switch is dry.',
    'Open the cold taps to drain the system and catch drips in buckets or towels.',
  ],
  faqs: [
    {
      question: 'How much does an emergency plumber cost?',
      answer:
        'Expect a call-out charge or a higher first hour, typically £90 to £180, more at night and on bank holidays.',
    },
    ...BASE_SERVICE.faqs.slice(1),
  ],
  accreditations: ['WaterSafe approved plumber', 'Gas Safe Register for any gas work'],
  related: ['boiler-repair', 'electrician'],
};

export const BOILER_REPAIR: Service = {
  ...BASE_SERVICE,
  slug: 'boiler-repair',
  name: 'Boiler repair',
  searchTerm: 'boiler repairs',
  category: 'plumbing-and-heating',
  summary:
    'Gas Safe registered engineers to diagnose and fix boilers with no heating, no hot water or low pressure.',
  trades: ['heating-engineer', 'gas-engineer'],
  emergency: true,
  emergencyAdvice: [
    'If you smell gas, turn off the gas at the meter and call 0800 111 999 straight away.',
    'Check the boiler pressure gauge and the thermostat before calling anyone out.',
  ],
  accreditations: ['Gas Safe Register'],
  related: ['plumber', 'electrician'],
};

export const ELECTRICIAN: Service = {
  ...BASE_SERVICE,
  slug: 'electrician',
  name: 'Electrician',
  searchTerm: 'electricians',
  category: 'electrical',
  summary:
    'Sockets, lighting, fuse boxes, rewires and electrical safety certificates from registered local electricians.',
  trades: ['electrician'],
  emergency: true,
  emergencyAdvice: [
    'If there is a burning smell or sparking, switch off the main switch at the consumer unit if it is safe to reach.',
    'Do not touch anything electrical that is wet, hot or damaged, and keep everyone away from it.',
  ],
  accreditations: ['NICEIC', 'NAPIT'],
  related: ['plumber', 'painter-and-decorator'],
};

export const PAINTER: Service = {
  ...BASE_SERVICE,
  slug: 'painter-and-decorator',
  name: 'Painter and decorator',
  searchTerm: 'painters and decorators',
  category: 'decorating-and-finishing',
  summary:
    'Interior and exterior painting, wallpapering and woodwork from local decorators, with free written quotes.',
  trades: ['painter-and-decorator'],
  accreditations: ['Painting and Decorating Association'],
};

export const LOCKSMITH: Service = {
  ...BASE_SERVICE,
  slug: 'locksmith',
  name: 'Locksmith',
  searchTerm: 'locksmiths',
  category: 'security-and-locks',
  summary:
    'Lock-outs, lock changes and upgrades to British Standard locks from local locksmiths, day or night.',
  trades: ['locksmith'],
  emergency: true,
  emergencyAdvice: [
    'Check every door and window before calling: a back door or window may still be open.',
  ],
  accreditations: ['Master Locksmiths Association'],
};

export const SERVICES: Service[] = [PAINTER, PLUMBER, ELECTRICIAN, BOILER_REPAIR, LOCKSMITH];

const BASE_LOCATION = {
  intro:
    'A mix of Victorian terraces, interwar semis and new-build flats, with many older homes needing rewiring, damp work and heating upgrades.',
};

export const LEEDS: Location = {
  ...BASE_LOCATION,
  slug: 'leeds',
  name: 'Leeds',
  county: 'West Yorkshire',
  region: 'Yorkshire and the Humber',
  nation: 'England',
  postcodeAreas: ['LS'],
  postcodeDistricts: ['LS1', 'LS6', 'LS8'],
  latitude: 53.7997,
  longitude: -1.5492,
  population: 536_280,
  intro:
    'Leeds has thousands of back-to-back and through terraces in Headingley, Harehills and Armley, where damp, old wiring and tired boilers are common jobs.',
};

export const BRADFORD: Location = {
  ...BASE_LOCATION,
  slug: 'bradford',
  name: 'Bradford',
  county: 'West Yorkshire',
  region: 'Yorkshire and the Humber',
  nation: 'England',
  postcodeAreas: ['BD'],
  postcodeDistricts: ['BD1', 'BD7'],
  latitude: 53.796,
  longitude: -1.7594,
  population: 349_561,
};

export const YORK: Location = {
  ...BASE_LOCATION,
  slug: 'york',
  name: 'York',
  county: 'North Yorkshire',
  region: 'Yorkshire and the Humber',
  nation: 'England',
  postcodeAreas: ['YO'],
  postcodeDistricts: ['YO1', 'YO10'],
  latitude: 53.959,
  longitude: -1.0815,
  population: 153_717,
};

export const MANCHESTER: Location = {
  ...BASE_LOCATION,
  slug: 'manchester',
  name: 'Manchester',
  county: 'Greater Manchester',
  region: 'North West',
  nation: 'England',
  postcodeAreas: ['M'],
  postcodeDistricts: ['M1', 'M14', 'M20'],
  latitude: 53.4808,
  longitude: -2.2426,
  population: 552_858,
};

export const GLASGOW: Location = {
  ...BASE_LOCATION,
  slug: 'glasgow',
  name: 'Glasgow',
  county: 'Glasgow City',
  region: 'Scotland',
  nation: 'Scotland',
  postcodeAreas: ['G'],
  postcodeDistricts: ['G1', 'G12'],
  latitude: 55.8642,
  longitude: -4.2518,
  population: 635_640,
};

export const CARDIFF: Location = {
  ...BASE_LOCATION,
  slug: 'cardiff',
  name: 'Cardiff',
  county: 'Cardiff',
  region: 'Wales',
  nation: 'Wales',
  postcodeAreas: ['CF'],
  postcodeDistricts: ['CF10', 'CF24'],
  latitude: 51.4816,
  longitude: -3.1791,
  population: 362_756,
};

export const BELFAST: Location = {
  ...BASE_LOCATION,
  slug: 'belfast',
  name: 'Belfast',
  county: 'County Antrim',
  region: 'Northern Ireland',
  nation: 'Northern Ireland',
  postcodeAreas: ['BT'],
  postcodeDistricts: ['BT1', 'BT9'],
  latitude: 54.5973,
  longitude: -5.9301,
  population: 345_418,
};

export const KEIGHLEY: Location = {
  ...BASE_LOCATION,
  slug: 'keighley',
  name: 'Keighley',
  county: 'West Yorkshire',
  region: 'Yorkshire and the Humber',
  nation: 'England',
  postcodeAreas: ['BD'],
  postcodeDistricts: ['BD20', 'BD21', 'BD22'],
  latitude: 53.867,
  longitude: -1.911,
  population: 56_348,
};

export const LOCATIONS: Location[] = [
  YORK,
  LEEDS,
  BRADFORD,
  KEIGHLEY,
  MANCHESTER,
  GLASGOW,
  CARDIFF,
  BELFAST,
];

function pick<T extends object, K extends keyof T>(record: T, fields: readonly K[]): Pick<T, K> {
  return Object.fromEntries(fields.map((field) => [field, record[field]])) as Pick<T, K>;
}

/** The build-time index entry of a service, as web/vite/catalogue-plugin.ts derives it. */
export function serviceSummary(service: Service): ServiceSummary {
  return pick(service, SERVICE_SUMMARY_FIELDS);
}

/**
 * The build-time index entry of a town, without its districts, so that tests exercise matching
 * a postcode by its area alone.
 */
export function locationSummary(location: Location): LocationSummary {
  return pick(location, [
    'slug',
    'name',
    'county',
    'region',
    'nation',
    'postcodeAreas',
    'latitude',
    'longitude',
    'population',
  ]) as LocationSummary;
}

export const SERVICE_INDEX = SERVICES.map(serviceSummary);

export const LOCATION_INDEX = LOCATIONS.map(locationSummary);

export const PLANS: Plan[] = [
  {
    id: 'professional',
    name: 'Professional',
    monthlyPricePence: 5900,
    leadAllowance: 15,
    extraLeadPricePence: 600,
    features: [
      '15 leads a month in your trades and areas',
      'Quote request widget for your own website',
      'Card payments paid out to your bank by Stripe',
    ],
    recommended: true,
    order: 2,
  },
  {
    id: 'starter',
    name: 'Starter',
    monthlyPricePence: 2900,
    leadAllowance: 5,
    extraLeadPricePence: 800,
    features: [
      '5 leads a month in your trades and areas',
      'Public profile with reviews and verification badges',
      'Cancel any time: no contract, no joining fee',
    ],
    recommended: false,
    order: 1,
  },
  {
    id: 'business',
    name: 'Business',
    monthlyPricePence: 11950,
    leadAllowance: 40,
    extraLeadPricePence: null,
    features: [
      '40 leads a month across several trades and areas',
      'Team access for office staff',
      'Everything in Professional',
    ],
    recommended: false,
    order: 3,
  },
];

export const LEEDS_COMPANIES: LocalCompany[] = [
  {
    id: 'uid-1',
    slug: 'headingley-plumbing-and-heating',
    businessName: 'Headingley Plumbing & Heating',
    mainTrade: 'plumber',
    trades: ['plumber', 'heating-engineer'],
    postcodeAreas: ['LS'],
    rating: 4.8,
    reviewCount: 37,
    badges: ['insured', 'gas-safe'],
    baseDistrict: 'LS6',
    town: 'Leeds',
  },
  {
    id: 'uid-2',
    slug: 'aire-valley-electrical',
    businessName: 'Aire Valley Electrical',
    mainTrade: 'electrician',
    trades: ['electrician'],
    postcodeAreas: ['LS', 'BD'],
    rating: 4.6,
    reviewCount: 12,
    badges: ['niceic'],
    baseDistrict: 'LS13',
    town: 'Leeds',
  },
];
