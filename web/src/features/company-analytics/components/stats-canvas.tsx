import { useEffect, useRef, useState } from 'react';

import type { ChartSeries } from '@/features/company-analytics/components/chart-series';

export type StatsCanvasProps = {
  type: 'bar' | 'line';
  labels: string[];
  series: ChartSeries[];
  /** How a value reads on the axis and in tooltips. */
  format: (value: number) => string;
};

/**
 * One chart drawn with chart.js, which is imported here only, lazily: the library loads the first
 * time a chart is shown. The canvas is decorative for assistive technology: every chart's figure
 * carries the same numbers as a table.
 */
export function StatsCanvas({ type, labels, series, format }: StatsCanvasProps) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let chart: { destroy(): void } | undefined;
    let cancelled = false;
    void import('@/features/company-analytics/components/chart-setup')
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
              y: { beginAtZero: true, ticks: { callback: (value) => format(Number(value)) } },
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
  }, [type, labels, series, format]);

  if (failed)
    return (
      <p className="analytics-chart__failed">
        The chart could not be drawn; the table has the same figures.
      </p>
    );
  return (
    <div className="analytics-chart__canvas">
      <canvas ref={canvas} aria-hidden="true" />
    </div>
  );
}
