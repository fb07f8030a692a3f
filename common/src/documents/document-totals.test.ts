import { describe, expect, it } from 'vitest';

import {
  depositPence,
  documentTotals,
  lineNetPence,
  VAT_RATES,
  type DocumentLine,
  type VatRate,
} from './document-totals';

const line = (quantity: number, unitPricePence: number, vatRate: VatRate = 2000): DocumentLine => ({
  description: 'Work',
  quantity,
  unitPricePence,
  vatRate,
});

const registered = { vatRegistered: true };
const notRegistered = { vatRegistered: false };

describe('VAT_RATES', () => {
  it('are 20%, 5% and 0% in basis points, highest first', () => {
    expect(VAT_RATES).toEqual([2000, 500, 0]);
  });
});

describe('lineNetPence', () => {
  it('is quantity × unit price for whole quantities', () => {
    expect(lineNetPence(line(1, 12_000))).toBe(12_000);
    expect(lineNetPence(line(12, 2599))).toBe(31_188);
  });
  it('takes quantities with two decimals without floating-point drift', () => {
    expect(lineNetPence(line(2.5, 4500))).toBe(11_250);
    // 0.29 × 100 is 28.999999999999996 in floating point: still 29 hundredths.
    expect(lineNetPence(line(0.29, 100))).toBe(29);
    expect(lineNetPence(line(0.07, 100))).toBe(7);
    expect(lineNetPence(line(1.15, 100))).toBe(115);
    expect(lineNetPence(line(0.01, 1))).toBe(0);
  });
  it('rounds half a penny up, and the rest to the nearest penny', () => {
    expect(lineNetPence(line(0.5, 1999))).toBe(1000); // 999.5
    expect(lineNetPence(line(1.25, 1999))).toBe(2499); // 2498.75
    expect(lineNetPence(line(0.33, 5))).toBe(2); // 1.65
    expect(lineNetPence(line(0.33, 3))).toBe(1); // 0.99
    expect(lineNetPence(line(0.01, 49))).toBe(0); // 0.49
    expect(lineNetPence(line(0.01, 50))).toBe(1); // 0.5
  });
  it('stays exact at the largest line the schema allows', () => {
    const net = lineNetPence(line(10_000, 100_000_000));
    expect(net).toBe(1_000_000_000_000);
    expect(Number.isSafeInteger(net)).toBe(true);
  });
});

describe('documentTotals', () => {
  it('adds VAT at 20% to a single line', () => {
    expect(documentTotals([line(1, 12_000)], registered)).toEqual({
      lineNetPence: [12_000],
      subtotalPence: 12_000,
      vatBreakdown: [{ vatRate: 2000, netPence: 12_000, vatPence: 2400 }],
      vatPence: 2400,
      totalPence: 14_400,
    });
  });

  it('works VAT out per rate on the rate’s net sum, not line by line', () => {
    // Three lines of £3.33 at 20%: 66.6p each. Per line that would be 3 × 66p (rounded down) or
    // 3 × 67p (rounded); on the rate's sum it is 20% of 999p = 199.8p.
    const totals = documentTotals([line(1, 333), line(1, 333), line(1, 333)], registered);
    expect(totals.vatBreakdown).toEqual([{ vatRate: 2000, netPence: 999, vatPence: 199 }]);
    expect(totals.vatPence).toBe(199);
    expect(totals.totalPence).toBe(1198);
  });

  it('rounds each rate’s VAT down to the penny, never up', () => {
    expect(documentTotals([line(1, 1999)], registered).vatPence).toBe(399); // 399.8
    expect(documentTotals([line(1, 1999, 500)], registered).vatPence).toBe(99); // 99.95
    expect(documentTotals([line(1, 19, 500)], registered).vatPence).toBe(0); // 0.95
    expect(documentTotals([line(1, 20, 500)], registered).vatPence).toBe(1); // exactly 1
  });

  it('rounds each rate separately, then adds them up', () => {
    // 20% of 4p is 0.8p and 5% of 19p is 0.95p: each rounds down to 0p, where rounding their sum
    // (1.75p) would give 1p.
    const totals = documentTotals([line(1, 4), line(1, 19, 500)], registered);
    expect(totals.vatBreakdown).toEqual([
      { vatRate: 2000, netPence: 4, vatPence: 0 },
      { vatRate: 500, netPence: 19, vatPence: 0 },
    ]);
    expect(totals.vatPence).toBe(0);
    expect(totals.totalPence).toBe(23);
  });

  it('lists each rate used once, highest first, whatever the lines’ order', () => {
    const totals = documentTotals(
      [line(1, 1000, 0), line(2, 2500, 500), line(1, 10_000, 2000), line(1, 500, 500)],
      registered,
    );
    expect(totals.lineNetPence).toEqual([1000, 5000, 10_000, 500]);
    expect(totals.subtotalPence).toBe(16_500);
    expect(totals.vatBreakdown).toEqual([
      { vatRate: 2000, netPence: 10_000, vatPence: 2000 },
      { vatRate: 500, netPence: 5500, vatPence: 275 },
      { vatRate: 0, netPence: 1000, vatPence: 0 },
    ]);
    expect(totals.vatPence).toBe(2275);
    expect(totals.totalPence).toBe(18_775);
  });

  it('keeps zero-rated lines in the breakdown with no VAT', () => {
    const totals = documentTotals([line(3, 1500, 0)], registered);
    expect(totals.vatBreakdown).toEqual([{ vatRate: 0, netPence: 4500, vatPence: 0 }]);
    expect(totals.totalPence).toBe(4500);
  });

  it('charges no VAT when the company is not VAT-registered, whatever the lines say', () => {
    expect(
      documentTotals([line(1, 12_000), line(2.5, 4500, 500), line(1, 999, 0)], notRegistered),
    ).toEqual({
      lineNetPence: [12_000, 11_250, 999],
      subtotalPence: 24_249,
      vatBreakdown: [],
      vatPence: 0,
      totalPence: 24_249,
    });
  });

  it('uses the same rounded line amounts for the subtotal and the VAT', () => {
    // 0.5 × 1999p = 999.5p → 1000p per line; VAT is on 2000p, not on 1999p.
    const totals = documentTotals([line(0.5, 1999), line(0.5, 1999)], registered);
    expect(totals.lineNetPence).toEqual([1000, 1000]);
    expect(totals.subtotalPence).toBe(2000);
    expect(totals.vatPence).toBe(400);
    expect(totals.totalPence).toBe(2400);
  });

  it('is all zeros for no lines', () => {
    for (const options of [registered, notRegistered])
      expect(documentTotals([], options)).toEqual({
        lineNetPence: [],
        subtotalPence: 0,
        vatBreakdown: [],
        vatPence: 0,
        totalPence: 0,
      });
  });

  it('stays in whole, exact pence at the largest document the schema allows', () => {
    const lines = Array.from({ length: 100 }, () => line(10_000, 100_000_000));
    const totals = documentTotals(lines, registered);
    expect(totals.subtotalPence).toBe(100_000_000_000_000);
    expect(totals.vatPence).toBe(20_000_000_000_000);
    expect(totals.totalPence).toBe(120_000_000_000_000);
    for (const amount of [totals.subtotalPence, totals.vatPence, totals.totalPence])
      expect(Number.isSafeInteger(amount)).toBe(true);
  });
});

describe('depositPence', () => {
  it('is the percentage of the total, to the nearest penny', () => {
    expect(depositPence(14_400, 25)).toBe(3600);
    expect(depositPence(14_400, 100)).toBe(14_400);
    expect(depositPence(1999, 10)).toBe(200); // 199.9
    expect(depositPence(1998, 25)).toBe(500); // 499.5, half up
    expect(depositPence(1001, 33)).toBe(330); // 330.33
  });
  it('is never more than the total', () => {
    for (const total of [1, 99, 1999, 123_457])
      for (const percent of [1, 33, 50, 99, 100])
        expect(depositPence(total, percent)).toBeLessThanOrEqual(total);
  });
});
