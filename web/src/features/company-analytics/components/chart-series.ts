/** One line or set of bars of a chart; null where a period has no value (no replies, no quotes). */
export interface ChartSeries {
  label: string;
  values: Array<number | null>;
  /** A CSS colour chart.js can draw with. */
  colour: string;
}
