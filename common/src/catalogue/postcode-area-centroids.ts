import postcodeAreasJson from '../../catalogue/postcode-areas.json';

// The shipped table of UK postcode-area centres that matching measures distances with. Geography,
// not content: it changes with Royal Mail's areas, not with admin edits, so it travels with the
// code instead of costing a Firestore read per quote.

export interface AreaCentroid {
  code: string;
  latitude: number;
  longitude: number;
}

export const POSTCODE_AREA_CENTROIDS: ReadonlyMap<string, AreaCentroid> = new Map(
  (postcodeAreasJson as AreaCentroid[]).map(({ code, latitude, longitude }) => [
    code,
    { code, latitude, longitude },
  ]),
);
