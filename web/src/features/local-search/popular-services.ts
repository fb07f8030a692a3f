import type { TradeSlug } from '@fixwell/common/trades';

// Which services to put first when a page can only show a few. We have no per-town demand figures
// yet, so this follows what UK homeowners ask for most often: plumbing, electrics and heating
// first, then general building, roofing and decorating, then everything else.

const TRADES_BY_DEMAND: readonly TradeSlug[] = [
  'plumber',
  'electrician',
  'heating-engineer',
  'gas-engineer',
  'builder',
  'roofer',
  'painter-and-decorator',
  'carpenter',
  'locksmith',
  'handyman',
  'plasterer',
  'bathroom-fitter',
  'kitchen-fitter',
  'drainage-engineer',
  'tiler',
  'window-fitter',
  'landscaper',
  'gardener',
  'fencer',
  'flooring-fitter',
  'damp-specialist',
  'driveway-installer',
  'insulation-installer',
  'solar-installer',
  'cleaner',
  'pest-controller',
];

function demandRank(trades: readonly string[]): number {
  const ranks = trades
    .map((trade) => TRADES_BY_DEMAND.indexOf(trade as TradeSlug))
    .filter((rank) => rank >= 0);
  return ranks.length > 0 ? Math.min(...ranks) : TRADES_BY_DEMAND.length;
}

/** The services most asked for first; the catalogue's own order breaks ties. */
export function servicesByDemand<T extends { trades: readonly string[] }>(
  services: readonly T[],
): T[] {
  return services
    .map((service, index) => ({ service, index, rank: demandRank(service.trades) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map((entry) => entry.service);
}
