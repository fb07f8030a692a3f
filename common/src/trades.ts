/** The trades a company can name as its main trade at sign-up: a stable slug and an en-GB label. */
export const TRADES = [
  { slug: 'plumber', label: 'Plumber' },
  { slug: 'electrician', label: 'Electrician' },
  { slug: 'heating-engineer', label: 'Heating engineer' },
  { slug: 'gas-engineer', label: 'Gas engineer' },
  { slug: 'builder', label: 'Builder' },
  { slug: 'carpenter', label: 'Carpenter' },
  { slug: 'roofer', label: 'Roofer' },
  { slug: 'plasterer', label: 'Plasterer' },
  { slug: 'painter-and-decorator', label: 'Painter and decorator' },
  { slug: 'tiler', label: 'Tiler' },
  { slug: 'locksmith', label: 'Locksmith' },
  { slug: 'handyman', label: 'Handyman' },
  { slug: 'landscaper', label: 'Landscaper' },
  { slug: 'kitchen-fitter', label: 'Kitchen fitter' },
  { slug: 'bathroom-fitter', label: 'Bathroom fitter' },
  { slug: 'window-fitter', label: 'Window and door fitter' },
  { slug: 'flooring-fitter', label: 'Flooring fitter' },
  { slug: 'damp-specialist', label: 'Damp proofing specialist' },
  { slug: 'drainage-engineer', label: 'Drainage engineer' },
  { slug: 'gardener', label: 'Gardener' },
  { slug: 'fencer', label: 'Fencing contractor' },
  { slug: 'driveway-installer', label: 'Driveway and paving installer' },
  { slug: 'insulation-installer', label: 'Insulation installer' },
  { slug: 'solar-installer', label: 'Solar panel installer' },
  { slug: 'cleaner', label: 'Cleaner' },
  { slug: 'pest-controller', label: 'Pest controller' },
  { slug: 'other', label: 'Other' },
] as const;

export type Trade = (typeof TRADES)[number];
export type TradeSlug = Trade['slug'];

export const TRADE_SLUGS = TRADES.map((trade) => trade.slug) as [TradeSlug, ...TradeSlug[]];

export function isTradeSlug(value: unknown): value is TradeSlug {
  return typeof value === 'string' && (TRADE_SLUGS as readonly string[]).includes(value);
}

/** The label of a trade slug; an unknown slug (e.g. from older data) is shown as it is. */
export function tradeLabel(slug: string): string {
  return TRADES.find((trade) => trade.slug === slug)?.label ?? slug;
}
