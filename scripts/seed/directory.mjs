// Sample trade companies for the public directory: real accounts (so the lead marketplace can
// reach them) with active subscriptions, public profiles and a few reviews each. Ratings are
// computed from the seeded reviews, never typed in.

/** uid, business, trades, base postcode, areas covered, badges, reviews. */
export const DIRECTORY_COMPANIES = [
  {
    uid: 'demo-co-capital-spark',
    businessName: 'Capital Spark Electrical',
    trades: ['electrician'],
    basePostcode: 'E1 6AN',
    postcodeAreas: ['E', 'EC', 'N', 'NW', 'SE', 'IG'],
    phone: '020 7946 0101',
    badges: ['id-checked', 'insured', 'niceic'],
    description:
      'NICEIC-approved electricians covering east and central London: consumer unit upgrades, EICRs for landlords, full and partial rewires, EV chargers and fault finding. Certificates issued on the day.',
  },
  {
    uid: 'demo-co-northern-quarter',
    businessName: 'Northern Quarter Plumbing',
    trades: ['plumber', 'heating-engineer'],
    basePostcode: 'M4 1HN',
    postcodeAreas: ['M', 'SK', 'OL', 'BL'],
    phone: '0161 496 0202',
    badges: ['id-checked', 'insured'],
    description:
      'Plumbing and heating across Greater Manchester: leaks, blocked toilets, radiators, cylinders and power flushing. Fixed prices agreed before work starts.',
  },
  {
    uid: 'demo-co-brum-build',
    businessName: 'Brum Build & Renovate',
    trades: ['builder', 'plasterer'],
    basePostcode: 'B5 4BU',
    postcodeAreas: ['B', 'WS', 'WV', 'DY'],
    phone: '0121 496 0303',
    badges: ['id-checked', 'insured', 'trustmark'],
    description:
      'Extensions, loft conversions, knock-throughs and replastering in Birmingham and the Black Country, with building control sign-off handled for you.',
  },
  {
    uid: 'demo-co-clyde-roofing',
    businessName: 'Clyde Roofing Services',
    trades: ['roofer'],
    basePostcode: 'G2 1DU',
    postcodeAreas: ['G', 'PA', 'ML'],
    phone: '0141 496 0404',
    badges: ['id-checked', 'insured'],
    description:
      'Slate and tile repairs, flat roofs, chimney work and gutters across Glasgow and the west of Scotland. Storm damage call-outs seven days a week.',
  },
  {
    uid: 'demo-co-taff-locksmiths',
    businessName: 'Taff Locksmiths',
    trades: ['locksmith'],
    basePostcode: 'CF10 1EP',
    postcodeAreas: ['CF', 'NP'],
    phone: '029 2018 0505',
    badges: ['id-checked', 'insured'],
    description:
      'Non-destructive entry, lock changes to British Standard BS 3621 and uPVC door repairs in Cardiff and Newport, day and night.',
  },
  {
    uid: 'demo-co-lagan-heating',
    businessName: 'Lagan Heating',
    trades: ['heating-engineer', 'gas-engineer', 'plumber'],
    basePostcode: 'BT1 5GS',
    postcodeAreas: ['BT'],
    phone: '028 9018 0606',
    badges: ['id-checked', 'insured', 'gas-safe'],
    description:
      'Gas Safe registered engineers in Belfast and across Northern Ireland: oil-to-gas conversions, boiler servicing, repairs and new installations.',
  },
  {
    uid: 'demo-co-avon-kitchens',
    businessName: 'Avon Kitchens & Bathrooms',
    trades: ['kitchen-fitter', 'bathroom-fitter', 'tiler'],
    basePostcode: 'BS1 4DJ',
    postcodeAreas: ['BS', 'BA'],
    phone: '0117 496 0707',
    badges: ['id-checked', 'insured'],
    description:
      'Design-and-fit kitchens and bathrooms in Bristol and Bath, from wet rooms to full kitchen refits, with our own tilers and plumbers.',
  },
  {
    uid: 'demo-co-aire-valley',
    businessName: 'Aire Valley Electrical',
    trades: ['electrician'],
    basePostcode: 'LS11 5DJ',
    postcodeAreas: ['LS', 'BD', 'WF'],
    phone: '0113 496 0808',
    badges: ['id-checked', 'niceic'],
    description:
      'Domestic electricians in Leeds, Bradford and Wakefield: rewires, extra sockets, lighting, consumer units and electrical safety certificates.',
  },
  {
    uid: 'demo-co-pennine-damp',
    businessName: 'Pennine Damp & Drainage',
    trades: ['damp-specialist', 'drainage-engineer'],
    basePostcode: 'S1 2BJ',
    postcodeAreas: ['S', 'DN', 'HD'],
    phone: '0114 496 0909',
    badges: ['id-checked', 'insured'],
    description:
      'Damp surveys, condensation fixes, tanking and drain unblocking, CCTV surveys and repairs in South Yorkshire.',
  },
  {
    uid: 'demo-co-thames-decorators',
    businessName: 'Thames Painters & Decorators',
    trades: ['painter-and-decorator', 'plasterer'],
    basePostcode: 'SW11 1AA',
    postcodeAreas: ['SW', 'W', 'SE', 'KT'],
    phone: '020 7946 1010',
    badges: ['id-checked', 'insured'],
    description:
      'Interior and exterior decorating in south and west London: period cornicing, sash windows, wallpapering and plaster repairs, with dust-sheeted, tidy sites.',
  },
];

const REVIEWERS = ['Priya S.', 'Tom H.', 'Aileen M.', 'Gareth W.', 'Niamh O.', 'David K.'];

const REVIEW_TEXTS = [
  [
    5,
    'Turned up when they said they would, explained the options clearly and left the place spotless.',
  ],
  [5, 'Fair fixed price, no surprises on the invoice, and the work has been perfect since.'],
  [4, 'Good work and polite. They had to come back for a part, but kept us informed throughout.'],
  [5, 'Quick to reply to my quote request and finished a day early. Would use again.'],
];

/** Three or four reviews per company, spread over the last few months. */
export function directoryReviews(company, index, now = new Date()) {
  const count = 3 + (index % 2);
  return Array.from({ length: count }, (_, n) => {
    const [rating, body] = REVIEW_TEXTS[(index + n) % REVIEW_TEXTS.length];
    const createdAt = new Date(now);
    createdAt.setDate(createdAt.getDate() - (n + 1) * 17 - index);
    return {
      id: `${company.uid}-review-${n + 1}`,
      companyId: company.uid,
      authorName: REVIEWERS[(index + n) % REVIEWERS.length],
      rating,
      body,
      createdAt,
    };
  });
}

/**
 * Mirrors `coverageKeys` in common/src/company.ts (plain Node cannot import TypeScript);
 * common/src/company.test.ts checks the two agree.
 */
export function coverageKeys(trades, areas) {
  return [...new Set(trades.flatMap((trade) => areas.map((area) => `${trade}|${area}`)))];
}
