import { useEffect, useRef, useState } from 'react';

import './chart-canvas.css';

/** One line or set of bars of a chart; null where a period has no value (no replies, no quotes). */
export interface ChartSeries {
  label: string;
  values: Array<number | null>;
  /** A CSS colour chart.js can draw with. */
  colour: string;
}

export type ChartCanvasProps = {
  type: 'bar' | 'line';
  labels: string[];
  series: ChartSeries[];
  /** How a value reads on the axis and in tooltips. */
  format: (value: number) => string;
  /** A fixed top of the value axis (1 for rates), or chart.js's own. */
  max?: number;
};

/**
 * One chart drawn with chart.js, which is imported here only, lazily: the library loads the first
 * time a chart is shown. The canvas is decorative for assistive technology: every chart must sit
 * beside a table carrying the same numbers.
 */
export function ChartCanvas({ type, labels, series, format, max }: ChartCanvasProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let chart: { destroy(): void } | undefined;
    let cancelled = false;
    void import('@/components/charts/chart-setup')
      .then(({ Chart }) => {
        const context = canvas.current?.getContext('2d');
        if (cancelled || !context) return;
        chart = new Chart(context, {
          type,
          data: {
            labels,
            datasets: series.map((s) => ({
              label: s.label,
              data: s.values.map((v) => v ?? null),
              backgroundColor: s.colour,
              borderColor: s.colour,
              spanGaps: true,
            })),
          },
          options: {
            responsive: true,
            maintainAspectRatio: false,
            animation: false,
            scales: {
              y: {
                beginAtZero: true,
                ...(max === undefined ? {} : { max }),
                ticks: { callback: (value) => format(Number(value)) },
              },
            },
            plugins: {
              legend: { display: series.length > 1, position: 'bottom' },
              tooltip: {
                callbacks: {
                  label: (item) => `${item.dataset.label ?? ''}: ${format(Number(item.parsed.y))}`,
                },
              },
            },
          },
        });
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
      chart?.destroy();
    };
  }, [type, labels, series, format, max]);

  if (failed)
    return (
      <p className="chart-canvas__failed">
        The chart could not be drawn; the table has the same figures.
      </p>
    );
  return (
    <div className="chart-canvas">
      <canvas ref={canvas} aria-hidden="true" />
    </div>
  );
}
