import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/https';

import { FEATURE_SWITCH_REFUSALS } from '@fixwell/common/admin/platform-settings';
import type { StoredService } from '@fixwell/common/admin/catalogue-admin';
import { submitQuoteRequestCallable } from '@fixwell/common/callables';
import { COLLECTIONS } from '@fixwell/common/collections';
import {
  QUOTE_PHOTO_MESSAGES,
  type QuotePhoto,
  type QuotePhotoRef,
  type QuotePhotoUploadDocument,
} from '@fixwell/common/quote/quote-photos';
import {
  QUOTE_INVALID_MESSAGE,
  QUOTE_MESSAGES,
  type QuoteDocument,
  type QuoteFieldErrors,
  type QuoteRequest,
} from '@fixwell/common/quote/quote-request';
import { outwardCodeOf, postcodeAreaOf } from '@fixwell/common/uk-postcode';

import { db } from '../lib/admin';
import { runTransaction } from '../lib/transaction';
import { appUrl } from '../lib/app-url';
import { onCallable } from '../lib/callable';
import { clientIp } from '../lib/client-ip';
import { consumeRateLimits } from '../lib/consume-rate-limits';
import { readDoc, type WriteTime } from '../lib/documents';
import { logError, logInfo } from '../lib/log';
import { platformSettings } from '../lib/platform-settings';
import { QUOTE_REQUEST_PER_EMAIL, QUOTE_REQUEST_PER_IP } from '../lib/rate-limit-rules';
import { isActiveCustomer } from '../lib/user-profiles';
import { quoteReceivedEmail } from '../mail/mail-templates';
import { queueMail } from '../mail/queue-mail';
import { recordQuoteSubmitted } from '../quote-funnel/record-quote-submitted';
import { photoTokenMatches } from '../quote-photos/photo-token';
import { isHoneypotFilled, quoteDedupeKey, quoteFieldErrors } from './quote-request-parts';
import { newTrackingToken, trackingTokenHash } from './quote-token';

const DUPLICATE_WINDOW_MS = 24 * 60 * 60 * 1000;

/** A new quote as stored, before matching; its photos are added where the uploads are checked. */
type NewQuoteDocument = Omit<QuoteDocument<WriteTime>, 'photos' | 'matchedAt' | 'noMatchReason'>;

function invalid(fields: QuoteFieldErrors): HttpsError {
  return new HttpsError('invalid-argument', QUOTE_INVALID_MESSAGE, { fields });
}

/** The caller's uid when they are signed in as an active customer: only then is the quote theirs. */
async function customerIdOf(uid: string | null): Promise<string | null> {
  return uid && (await isActiveCustomer(uid)) ? uid : null;
}

/**
 * The service's display name, or an invalid-argument error when it is not in the catalogue or an
 * admin has hidden it (a form opened before it was hidden still sends it).
 */
async function serviceNameOf(slug: string): Promise<string> {
  const service = readDoc<Partial<StoredService>>(
    await db().collection(COLLECTIONS.services).doc(slug).get(),
  );
  if (!service) throw invalid({ service: QUOTE_MESSAGES.service });
  if (service.hidden === true) throw invalid({ service: QUOTE_MESSAGES.serviceHidden });
  // Admins edit the catalogue, so a name may be missing.
  return typeof service.name === 'string' && service.name !== '' ? service.name : slug;
}

async function requireCoveredArea(area: string): Promise<void> {
  const known =
    area !== '' && (await db().collection(COLLECTIONS.postcodeAreas).doc(area).get()).exists;
  if (!known) throw invalid({ postcode: QUOTE_MESSAGES.unknownArea });
}

function newQuoteDocument(
  request: QuoteRequest,
  details: {
    serviceName: string;
    customerId: string | null;
    trackingToken: string;
    dedupeKey: string;
  },
): NewQuoteDocument {
  return {
    service: request.service,
    serviceName: details.serviceName,
    answers: request.answers,
    timing: request.timing,
    budget: request.budget,
    description: request.description,
    postcode: request.postcode,
    postcodeArea: postcodeAreaOf(request.postcode) ?? '',
    postcodeDistrict: outwardCodeOf(request.postcode) ?? '',
    propertyType: request.propertyType,
    contact: { name: request.name, email: request.email, phone: request.phone },
    customerId: details.customerId,
    company: request.company ?? null,
    source: request.source,
    status: 'received',
    // A server timestamp cannot go inside an array, so the timeline takes the function's clock.
    timeline: [{ status: 'received', at: Timestamp.now() }],
    matches: [],
    trackingTokenHash: trackingTokenHash(details.trackingToken),
    dedupeKey: details.dedupeKey,
    createdAt: FieldValue.serverTimestamp(),
    updatedAt: FieldValue.serverTimestamp(),
  };
}

/**
 * Stores the quote unless the same request arrived in the last 24 hours, attaching its photos.
 * The checks and the writes share a transaction, so two identical requests sent at once cannot
 * both be stored, and one photo cannot be attached to two requests.
 */
async function storeUnlessDuplicate(
  dedupeKey: string,
  document: NewQuoteDocument,
  photoRefs: readonly QuotePhotoRef[],
): Promise<string | null> {
  const quotes = db().collection(COLLECTIONS.quotes);
  const ref = quotes.doc();
  const since = Timestamp.fromMillis(Date.now() - DUPLICATE_WINDOW_MS);
  const recent = quotes.where('dedupeKey', '==', dedupeKey).where('createdAt', '>', since).limit(1);
  const uploadRefs = photoRefs.map((photo) =>
    db().collection(COLLECTIONS.quotePhotoUploads).doc(photo.id),
  );
  return runTransaction(async (tx) => {
    if (!(await tx.get(recent)).empty) return null;
    const uploads = uploadRefs.length > 0 ? await tx.getAll(...uploadRefs) : [];
    const photos: QuotePhoto[] = [];
    for (const [i, snapshot] of uploads.entries()) {
      const upload = readDoc<QuotePhotoUploadDocument<Timestamp>>(snapshot);
      // Gone (cleaned up or removed), another's token, or already sent with a request.
      const usable =
        upload !== undefined &&
        upload.quoteId === null &&
        photoTokenMatches(photoRefs[i]!.token, upload.tokenHash);
      if (!usable) throw invalid({ photos: QUOTE_PHOTO_MESSAGES.invalidPhotos });
      photos.push({ id: snapshot.id, contentType: upload.contentType });
    }
    tx.create(ref, { ...document, photos } satisfies QuoteDocument<WriteTime>);
    for (const uploadRef of uploadRefs) {
      tx.update(uploadRef, { quoteId: ref.id } satisfies Partial<
        QuotePhotoUploadDocument<WriteTime>
      >);
    }
    return ref.id;
  });
}

/** The stored quote is what matters; a failed email is logged rather than failing the request. */
async function sendReceipt(
  quoteId: string,
  request: QuoteRequest,
  serviceName: string,
  trackingToken: string,
): Promise<void> {
  try {
    const mail = quoteReceivedEmail(
      {
        name: request.name,
        serviceName,
        postcodeDistrict: outwardCodeOf(request.postcode) ?? '',
      },
      `${appUrl()}/quote/track/${trackingToken}`,
    );
    const mailId = await queueMail(request.email, mail, 'quote-received');
    logInfo('quote.receipt-queued', { quoteId, mailId });
  } catch (error) {
    logError('quote.receipt-failed', error, { quoteId });
  }
}

/**
 * A homeowner's quote request (`quoteRequestSchema`), from guests and signed-in customers alike.
 * Answers `{ id, trackingToken }`; the token is shown once and emailed, never stored in clear.
 */
export const submitQuoteRequest = onCallable(
  submitQuoteRequestCallable,
  async (values, { request, uid }) => {
    // The widget switch of /admin/settings: off, requests from company websites are refused.
    if (values.source === 'widget' && !(await platformSettings()).features.quoteWidget)
      throw new HttpsError('failed-precondition', FEATURE_SWITCH_REFUSALS.quoteWidget);
    const serviceName = await serviceNameOf(values.service);
    await requireCoveredArea(postcodeAreaOf(values.postcode) ?? '');

    const ip = clientIp(request.rawRequest.headers, request.rawRequest.ip);
    const { allowed } = await consumeRateLimits([
      { rule: QUOTE_REQUEST_PER_EMAIL, identifier: values.email },
      { rule: QUOTE_REQUEST_PER_IP, identifier: ip },
    ]);
    if (!allowed) {
      logInfo('quote.rate-limited');
      throw new HttpsError('resource-exhausted', QUOTE_MESSAGES.tooMany);
    }

    const trackingToken = newTrackingToken();
    const dedupeKey = quoteDedupeKey(values);
    const customerId = await customerIdOf(uid);
    const quoteId = await storeUnlessDuplicate(
      dedupeKey,
      newQuoteDocument(values, { serviceName, customerId, trackingToken, dedupeKey }),
      values.photos,
    );
    if (!quoteId) {
      logInfo('quote.duplicate-refused');
      throw new HttpsError('already-exists', QUOTE_MESSAGES.duplicate);
    }
    logInfo('quote.stored', {
      quoteId,
      service: values.service,
      source: values.source,
      signedIn: customerId !== null,
      photos: values.photos.length,
    });

    await recordQuoteSubmitted({ id: quoteId, service: values.service, draftId: values.draftId });
    await sendReceipt(quoteId, values, serviceName, trackingToken);
    return { id: quoteId, trackingToken };
  },
  {
    guard: ({ request }) => {
      if (!isHoneypotFilled(request.data)) return;
      // Answered exactly like a stored request, so the bot has no reason to try another way.
      logInfo('quote.honeypot-dropped');
      return {
        id: db().collection(COLLECTIONS.quotes).doc().id,
        trackingToken: newTrackingToken(),
      };
    },
    // Anything but an object is read as an empty form, so every field says what it needs.
    readInput: (data) =>
      data !== null && typeof data === 'object' && !Array.isArray(data) ? data : {},
    invalid: (error) => invalid(quoteFieldErrors(error)),
  },
);
