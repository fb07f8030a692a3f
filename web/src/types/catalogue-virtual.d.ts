// Modules generated at build time by web/vite/catalogue-plugin.ts from the seed catalogue.

declare module 'virtual:catalogue/services' {
  import type { ServiceSummary } from '@/features/catalogue/catalogue-types';

  const services: ServiceSummary[];
  export default services;
}

declare module 'virtual:catalogue/locations' {
  import type { LocationSummary } from '@/features/catalogue/catalogue-types';

  const locations: LocationSummary[];
  export default locations;
}

declare module 'virtual:catalogue/top-towns' {
  const towns: { slug: string; name: string }[];
  export default towns;
}
