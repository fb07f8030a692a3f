import type { PriceRange } from '@/features/catalogue/catalogue-types';
import { formatPriceRange } from '@/utils/format';

import './catalogue.css';

const UNIT_LABELS: Record<PriceRange['unit'], string> = {
  job: 'per job',
  hour: 'per hour',
  day: 'per day',
  'square metre': 'per square metre',
  metre: 'per metre',
  item: 'each',
};

/** Typical UK prices, with the caveat that a written quote is what counts. */
export function PriceTable({ caption, ranges }: { caption: string; ranges: PriceRange[] }) {
  return (
    <div className="table-scroll">
      <table className="price-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Job</th>
            <th scope="col">Typical price (inc. VAT)</th>
          </tr>
        </thead>
        <tbody>
          {ranges.map((range) => (
            <tr key={range.job}>
              <th scope="row">{range.job}</th>
              <td>
                {formatPriceRange(range.min, range.max)} {UNIT_LABELS[range.unit]}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
