// The one calculation of a document's money, used by the editor's live totals and recomputed by
// the functions (a client's totals are never trusted). Integer pence throughout.
//
// VAT is worked out per rate on the sum of that rate's lines and rounded DOWN to the whole penny:
// HMRC allows invoice-level calculation with the total VAT rounded down (VAT Notice 700, 16.3),
// and it never charges a customer a fraction of a penny more than the rate.

/** VAT rates in basis points: standard 20%, reduced 5% (e.g. energy-saving materials), zero. */
export const VAT_RATES = [2000, 500, 0] as const;
export type VatRate = (typeof VAT_RATES)[number];

export const VAT_RATE_LABELS: Record<VatRate, string> = {
  2000: '20%',
  500: '5%',
  0: '0%',
};

export interface DocumentLine {
  description: string;
  /** Up to two decimal places (2.5 hours). */
  quantity: number;
  unitPricePence: number;
  vatRate: VatRate;
}

export interface VatBreakdown {
  vatRate: VatRate;
  netPence: number;
  vatPence: number;
}

export interface DocumentTotals {
  /** Each line's net amount, in the lines' order. */
  lineNetPence: number[];
  subtotalPence: number;
  /** One entry per rate used, highest rate first; empty when the company is not VAT-registered. */
  vatBreakdown: VatBreakdown[];
  vatPence: number;
  totalPence: number;
}

/** A line's net amount: quantity × unit price, rounded half up to the penny. */
export function lineNetPence(line: Pick<DocumentLine, 'quantity' | 'unitPricePence'>): number {
  // Quantities carry at most two decimals: work in hundredths so 0.1 + 0.2 never bites.
  const hundredths = Math.round(line.quantity * 100);
  return Math.round((hundredths * line.unitPricePence) / 100);
}

export function documentTotals(
  lines: readonly DocumentLine[],
  { vatRegistered }: { vatRegistered: boolean },
): DocumentTotals {
  const lineNet = lines.map(lineNetPence);
  const subtotalPence = lineNet.reduce((sum, net) => sum + net, 0);
  if (!vatRegistered) {
    return {
      lineNetPence: lineNet,
      subtotalPence,
      vatBreakdown: [],
      vatPence: 0,
      totalPence: subtotalPence,
    };
  }
  const netByRate = new Map<VatRate, number>();
  lines.forEach((line, index) =>
    netByRate.set(line.vatRate, (netByRate.get(line.vatRate) ?? 0) + lineNet[index]!),
  );
  const vatBreakdown = VAT_RATES.filter((rate) => netByRate.has(rate)).map((vatRate) => {
    const netPence = netByRate.get(vatRate)!;
    return { vatRate, netPence, vatPence: Math.floor((netPence * vatRate) / 10_000) };
  });
  const vatPence = vatBreakdown.reduce((sum, entry) => sum + entry.vatPence, 0);
  return {
    lineNetPence: lineNet,
    subtotalPence,
    vatBreakdown,
    vatPence,
    totalPence: subtotalPence + vatPence,
  };
}

/** A deposit on a quote: `percent` of the total, rounded to the penny. */
/**
 * What a document asks to be paid in all: its total, less what was already paid towards the same
 * job (the deposit of the quote it was made from, see `DocumentRecord.credit`).
 */
export function payablePence(document: {
  totals: { totalPence: number };
  credit?: { amountPence: number } | null;
}): number {
  return Math.max(0, document.totals.totalPence - (document.credit?.amountPence ?? 0));
}

export function depositPence(totalPence: number, percent: number): number {
  return Math.round((totalPence * percent) / 100);
}
