import {
  addDemand,
  DEMAND_CSV_HEADINGS,
  demandCsvCells,
  emptyDemandFigures,
  type DemandFigures,
  type DemandPeriod,
  type PlatformDay,
  type ServiceDay,
} from '@fixwell/common/admin/platform-stats';

// The analytics tables' rows from the stored days: pure, so unit-tested.

export interface ServiceRow {
  slug: string;
  figures: DemandFigures;
  /** The latest snapshot of companies covering it within the range; null without one. */
  companiesCovering: number | null;
}

/** Each service's figures over the days (platform days' breakdown), most requested first. */
export function serviceRows(days: readonly PlatformDay[]): ServiceRow[] {
  const rows = new Map<string, ServiceRow>();
  for (const day of [...days].sort((a, b) => (a.day < b.day ? -1 : 1))) {
    for (const [slug, figures] of Object.entries(day.services)) {
      const row = rows.get(slug) ?? {
        slug,
        figures: emptyDemandFigures(),
        companiesCovering: null,
      };
      addDemand(row.figures, figures);
      if (figures.companiesCovering !== null) row.companiesCovering = figures.companiesCovering;
      rows.set(slug, row);
    }
  }
  return [...rows.values()].sort(
    (a, b) => b.figures.quoteRequests - a.figures.quoteRequests || a.slug.localeCompare(b.slug),
  );
}

/** Requests by postcode area, most first. */
export function areaRows(figures: DemandFigures): Array<{ area: string; requests: number }> {
  return Object.entries(figures.requestsByArea)
    .map(([area, requests]) => ({ area, requests }))
    .sort((a, b) => b.requests - a.requests || a.area.localeCompare(b.area));
}

/** The latest companies-covering snapshot within a period of a service's days. */
export function coveringIn(days: readonly ServiceDay[], period: DemandPeriod): number | null {
  let latest: number | null = null;
  for (const day of [...days].sort((a, b) => (a.day < b.day ? -1 : 1))) {
    if (day.day >= period.start && day.day <= period.end && day.companiesCovering !== null)
      latest = day.companiesCovering;
  }
  return latest;
}

/** The services table as CSV rows. */
export function serviceCsvRows(rows: readonly ServiceRow[], name: (slug: string) => string) {
  return [
    ['Service', ...DEMAND_CSV_HEADINGS],
    ...rows.map((row) => [name(row.slug), ...demandCsvCells(row.figures, row.companiesCovering)]),
  ];
}

/** The areas table as CSV rows. */
export function areaCsvRows(rows: ReadonlyArray<{ area: string; requests: number }>) {
  return [['Postcode area', 'Quote requests'], ...rows.map((row) => [row.area, row.requests])];
}
