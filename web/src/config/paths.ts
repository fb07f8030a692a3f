/**
 * The paths links use, as the route table declares them. Build concrete URLs with `href` so a
 * parameter can never be left out or misspelt.
 */
export const paths = {
  home: '/',
  faq: '/faq',
  about: '/about',
  contact: '/contact',
  contactThankYou: '/contact-thank-you',
  pricing: '/pricing',
  terms: '/terms',
  privacy: '/privacy',
  howItWorks: '/how-it-works',
  howToGetQuotes: '/how-to-get-quotes',
  sisterSites: '/sister-sites',
  blog: '/blog',
  blogPost: '/blog/:slug',
  services: '/services',
  service: '/services/:service',
  serviceLocation: '/services/:service/:location',
  emergencyServices: '/emergency-services',
  emergencyService: '/emergency/:service',
  findLocalTradesmen: '/find-local-tradesmen',
  findTradesmanNearMe: '/find-tradesman-near-me',
  ukHomeServicesGuide: '/uk-home-services-guide',
  tradespeople: '/tradespeople/:location',
  contentList: '/:contentType',
  contentDetail: '/:contentType/:slug',
  quote: '/quote',
  quoteTrack: '/quote/track/:token',
  quoteSuccess: '/quote-success/:id',
  quoteWidget: '/widget/quote-form',
  login: '/login',
  signup: '/signup',
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  verifyEmail: '/verify-email',
  professionals: '/professionals',
  professionalsPricing: '/professionals/pricing',
  professionalsWhyChooseUs: '/professionals/why-choose-us',
  professionalsHowToGetStarted: '/professionals/how-to-get-started',
  professionalsReplaceYourServices: '/professionals/replace-your-services',
  alternativesCheckatrade: '/alternatives/checkatrade',
  alternativesMybuilder: '/alternatives/mybuilder',
  alternativesRatedPeople: '/alternatives/rated-people',
  alternativesBark: '/alternatives/bark',
  pay: '/pay/:documentId',
  document: '/document/:id',
  customer: '/customer',
  customerProfile: '/customer/profile',
  customerQuotes: '/customer/quotes',
  customerQuoteNew: '/customer/quotes/new',
  customerQuote: '/customer/quotes/:id',
  company: '/company',
  companyBilling: '/company/billing',
  companyProfile: '/company/profile',
  companyDeleteAccount: '/company/profile/delete-account',
  companyPublicProfile: '/company/profile/:slug',
  companyLeads: '/company/leads',
  companyLead: '/company/leads/:id',
  companyMyLeads: '/company/my-leads',
  companyMyLeadView: '/company/my-leads/view-:id',
  admin: '/admin',
  adminQuotes: '/admin/quotes',
  adminQuote: '/admin/quotes/:id',
} as const;

export type PathPattern = (typeof paths)[keyof typeof paths];

/** The parameter names in a pattern, including those that follow text in a segment (`view-:id`). */
export type PathParamName<P extends string> = P extends `${string}:${infer Rest}`
  ? Rest extends `${infer Name}/${infer Tail}`
    ? Name | PathParamName<`/${Tail}`>
    : Rest
  : never;

export type PathParams<P extends string> = { [K in PathParamName<P>]: string | number };

/** `href('/blog/:slug', { slug: 'damp' })` → `/blog/damp`; parameters are URL-encoded. */
export function href<P extends string>(
  pattern: P,
  ...[params]: PathParamName<P> extends never ? [] : [PathParams<P>]
): string {
  const values = (params ?? {}) as Record<string, string | number>;
  return pattern.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`Missing parameter "${name}" for ${pattern}`);
    return encodeURIComponent(String(value));
  });
}
