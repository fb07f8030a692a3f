import { onRequest, type Request } from 'firebase-functions/https';
import type { Response } from 'express';

import {
  deleteCompanyLogo,
  getCompanyLogo,
  uploadCompanyLogo,
} from '../branding/company-logo-handlers';
import { getCompanyPhoto, uploadCompanyPhoto } from '../company-photos/company-photo-handlers';
import {
  getMessageAttachment,
  uploadMessageAttachment,
} from '../conversations/message-attachment-handlers';
import { logError } from '../lib/log';
import {
  getCompanyEvidence,
  uploadCompanyEvidence,
} from '../verification/company-evidence-handlers';
import { STRIPE_WEBHOOK_SECRETS } from '../lib/stripe';
import { unsubscribe, unsubscribePage } from '../notifications/unsubscribe';
import { quoteFormEvents } from '../quote-funnel/quote-form-events';
import {
  deleteQuotePhoto,
  getQuotePhoto,
  uploadQuotePhoto,
} from '../quote-photos/quote-photo-handlers';
import { companySitemap } from './company-sitemap';
import { contact } from './contact';
import { forgotPassword } from './forgot-password';
import { matchRoute, routePath, type RouteTable } from './router';
import { connectStripeWebhook, platformStripeWebhook } from './stripe-webhook';

/** `params` holds a route pattern's `:name` values (router.ts). */
type ApiHandler = (
  req: Request,
  res: Response,
  params: Record<string, string> | undefined,
) => Promise<void>;

const routes: RouteTable<ApiHandler> = {
  '/auth/forgot-password': { POST: forgotPassword },
  '/company-logo': { POST: uploadCompanyLogo, DELETE: deleteCompanyLogo },
  '/company-logos/:uid/:file': { GET: getCompanyLogo },
  '/contact': { POST: contact },
  '/message-attachments': { POST: uploadMessageAttachment },
  '/message-attachments/:id': { GET: getMessageAttachment },
  '/quote-form-events': { POST: quoteFormEvents },
  '/quote-photos': { POST: uploadQuotePhoto },
  '/quote-photos/:id': { GET: getQuotePhoto, DELETE: deleteQuotePhoto },
  '/sitemaps/companies.xml': { GET: companySitemap },
  '/stripe/webhook': { POST: platformStripeWebhook },
  '/stripe/connect-webhook': { POST: connectStripeWebhook },
  '/unsubscribe': { GET: unsubscribePage, POST: unsubscribe },
  // issue 15: each domain adds its routes below its line
  // -- company profile, privacy and publishing (H1)
  '/company-photos': { POST: uploadCompanyPhoto },
  '/company-photos/:uid/:id': { GET: getCompanyPhoto },
  // -- verification, vetting and suspension (H2)
  '/company-evidence': { POST: uploadCompanyEvidence },
  '/company-evidence/:id': { GET: getCompanyEvidence },
  // -- coverage (H3)
  // -- analytics (H4)
  // -- stickers and tutorials (H5)
  // -- support tickets (H6)
  '/support-attachments': {
    POST: (req, res) =>
      import('../support/support-attachment-handlers').then((handlers) =>
        handlers.uploadSupportAttachment(req, res),
      ),
  },
  '/support-attachments/:id': {
    GET: (req, res, params) =>
      import('../support/support-attachment-handlers').then((handlers) =>
        handlers.getSupportAttachment(req, res, params),
      ),
  },
  // -- account deletion (H8)
  // issue 16: each domain adds its routes below its line
  // -- site images (B4)
  // Files are served at the site root too (/site-images/**, a Hosting rewrite): pages use that path.
  '/site-images/:slot': {
    POST: (req, res, params) =>
      import('../site-images/site-image-handlers').then((m) => m.uploadSiteImage(req, res, params)),
  },
  '/site-images/:slot/:version/:file': {
    GET: (req, res, params) =>
      import('../site-images/site-image-handlers').then((m) => m.getSiteImage(req, res, params)),
  },
  // -- newsletter and mail delivery (B5)
  '/newsletter/subscribe': {
    POST: (req, res) =>
      import('../newsletter/newsletter-http').then((m) => m.subscribeToNewsletter(req, res)),
  },
  '/newsletter/confirm': {
    GET: (req, res) =>
      import('../newsletter/newsletter-http').then((m) => m.newsletterConfirmPage(req, res)),
    POST: (req, res) =>
      import('../newsletter/newsletter-http').then((m) => m.confirmNewsletter(req, res)),
  },
  '/newsletter/unsubscribe': {
    GET: (req, res) =>
      import('../newsletter/newsletter-http').then((m) => m.newsletterUnsubscribePage(req, res)),
    POST: (req, res) =>
      import('../newsletter/newsletter-http').then((m) => m.unsubscribeFromNewsletter(req, res)),
  },
  // -- outreach (B6)
  '/outreach/opt-out': {
    GET: (req, res) => import('../outreach/outreach-opt-out').then((m) => m.optOutPage(req, res)),
    POST: (req, res) => import('../outreach/outreach-opt-out').then((m) => m.optOut(req, res)),
  },
  // -- public rendering, sitemap, IndexNow (A4)
  // sitemap.xml and the IndexNow key file `/<key>.txt`, at the site root through Hosting rewrites.
  '/sitemap.xml': {
    GET: (req, res) => import('./site-sitemap').then((m) => m.siteSitemap(req, res)),
  },
  // Every method, so that any other one-segment path still answers 404, not 405.
  '/:file': Object.fromEntries(
    ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'].map((method) => [
      method,
      (req: Request, res: Response, params: Record<string, string> | undefined) =>
        import('../indexnow/index-now-key-file').then((m) => m.indexNowKeyFile(req, res, params)),
    ]),
  ),
};

/** The HTTP API, reached at /api/** through the Hosting rewrite (and the Vite proxy in development). */
export const api = onRequest(
  // 512 MiB: sharp decodes uploaded logos (up to 5 MB files, large pixel counts) in memory.
  { invoker: 'public', secrets: STRIPE_WEBHOOK_SECRETS, memory: '512MiB' },
  async (req, res) => {
    // Photo responses (quote-photo-handlers.ts) replace this with private caching on their 200s,
    // company logos (company-logo-handlers.ts) with a year's public caching.
    res.set('Cache-Control', 'no-store');
    const match = matchRoute(routes, req.method, req.path);
    if (match.kind === 'not-found') {
      res.status(404).json({ error: 'Not found' });
      return;
    }
    if (match.kind === 'method-not-allowed') {
      res.set('Allow', match.allow.join(', '));
      res.status(405).json({ error: 'Method not allowed' });
      return;
    }
    try {
      await match.handler(req, res, match.params);
    } catch (error) {
      logError('api.unhandled', error, { route: routePath(req.path) });
      if (!res.headersSent)
        res.status(500).json({ error: 'Something went wrong. Please try again.' });
    }
  },
);
