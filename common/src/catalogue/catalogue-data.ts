import articlesJson from '../../catalogue/articles.json';
import locationsJson from '../../catalogue/locations.json';
import plansJson from '../../catalogue/plans.json';
import postcodeAreasJson from '../../catalogue/postcode-areas.json';
import servicesJson from '../../catalogue/services.json';
import type { Article, Location, Plan, PostcodeArea, Service } from './catalogue-schema';

// The seed copy of the catalogue. Node-side code (seed, functions, build plugins, tests) imports
// this; the browser reads Firestore and a slim build-time index instead, so it never downloads
// every description and article at once.

export const SEED_SERVICES = servicesJson as Service[];
export const SEED_LOCATIONS = locationsJson as Location[];
export const SEED_POSTCODE_AREAS = postcodeAreasJson as PostcodeArea[];
export const SEED_ARTICLES = articlesJson as Article[];
export const SEED_PLANS = plansJson as Plan[];
