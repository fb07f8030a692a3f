import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { HttpsError, onCall } from 'firebase-functions/https';
import {
  QUOTE_INVALID_MESSAGE,
  QUOTE_MESSAGES,
  quoteRequestSchema,
  type QuoteFieldErrors,
  type QuoteRequest,
  type SubmitQuoteResult,
} from '@fixwell/common/quote/quote-request';
import {
  QUOTE_PHOTO_MESSAGES,
  type QuotePhoto,
  type QuotePhotoRef,
} from '@fixwell/common/quote/quote-photos';

import { db } from '../lib/admin';
import { appUrl } from '../lib/app-url';
import { logError, logInfo } from '../lib/log';
import { clientIp } from '../http/client-ip';
import { quoteReceivedEmail } from '../mail/mail-templates';
import { queueMail } from '../mail/queue-mail';
import { recordQuoteSubmitted } from '../quote-funnel/record-quote-submitted';
import { consumeRateLimits } from '../rate-limit/consume-rate-limits';
import { QUOTE_REQUEST_PER_EMAIL, QUOTE_REQUEST_PER_IP } from '../rate-limit/rate-limit-rules';
import {
  isHoneypotFilled,
  postcodeArea,
  postcodeDistrict,
  quoteDedupeKey,
  quoteFieldErrors,
} from './quote-request-parts';
import { newTrackingToken, trackingTokenHash } from './quote-token';
import { QUOTE_PHOTO_UPLOADS_COLLECTION } from '../quote-photos/quote-photo-handlers';
import { photoTokenMatches } from '../quote-photos/photo-token';

export const QUOTES_COLLECTION = 'quotes';
const DUPLICATE_WINDOW_MS = 24 * 60 * 60 * 1000;

function invalid(fields: QuoteFieldErrors): HttpsError {
  return new HttpsError('invalid-argument', QUOTE_INVALID_MESSAGE, { fields });
}

/** The caller's uid when they are signed in as an active customer: only then is the quote theirs. */
async function customerIdOf(uid: string | undefined): Promise<string | null> {
  if (!uid) return null;
  const profile = await db().collection('users').doc(uid).get();
  return profile.get('role') === 'customer' && profile.get('active') === true ? uid : null;
}

/** The service's display name, or an invalid-argument error when it is not in the catalogue. */
async function serviceNameOf(slug: string): Promise<string> {
  const service = await db().collection('services').doc(slug).get();
  if (!service.exists) throw invalid({ service: QUOTE_MESSAGES.service });
  const name = service.get('name') as unknown;
  return typeof name === 'string' && name !== '' ? name : slug;
}

async function requireCoveredArea(area: string): Promise<void> {
  const known = area !== '' && (await db().collection('postcodeAreas').doc(area).get()).exists;
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
): Record<string, unknown> {
  return {
    service: request.service,
    serviceName: details.serviceName,
    answers: request.answers,
    timing: request.timing,
    budget: request.budget,
    description: request.description,
    postcode: request.postcode,
    postcodeArea: postcodeArea(request.postcode),
    postcodeDistrict: postcodeDistrict(request.postcode),
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
  document: Record<string, unknown>,
  photoRefs: readonly QuotePhotoRef[],
): Promise<string | null> {
  const quotes = db().collection(QUOTES_COLLECTION);
  const ref = quotes.doc();
  const since = Timestamp.fromMillis(Date.now() - DUPLICATE_WINDOW_MS);
  const recent = quotes.where('dedupeKey', '==', dedupeKey).where('createdAt', '>', since).limit(1);
  const uploadRefs = photoRefs.map((photo) =>
    db().collection(QUOTE_PHOTO_UPLOADS_COLLECTION).doc(photo.id),
  );
  return db().runTransaction(async (tx) => {
    if (!(await tx.get(recent)).empty) return null;
    const uploads = uploadRefs.length > 0 ? await tx.getAll(...uploadRefs) : [];
    const photos: QuotePhoto[] = [];
    for (const [i, upload] of uploads.entries()) {
      // Gone (cleaned up or removed), another's token, or already sent with a request.
      const usable =
        upload.exists &&
        upload.get('quoteId') === null &&
        photoTokenMatches(photoRefs[i]!.token, upload.get('tokenHash'));
      if (!usable) throw invalid({ photos: QUOTE_PHOTO_MESSAGES.invalidPhotos });
      photos.push({
        id: upload.id,
        contentType: upload.get('contentType') as QuotePhoto['contentType'],
      });
    }
    tx.create(ref, { ...document, photos });
    for (const uploadRef of uploadRefs) tx.update(uploadRef, { quoteId: ref.id });
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
        postcodeDistrict: postcodeDistrict(request.postcode),
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
export const submitQuoteRequest = onCall(async (request): Promise<SubmitQuoteResult> => {
  if (isHoneypotFilled(request.data)) {
    // Answered exactly like a stored request, so the bot has no reason to try another way.
    logInfo('quote.honeypot-dropped');
    return { id: db().collection(QUOTES_COLLECTION).doc().id, trackingToken: newTrackingToken() };
  }

  // Anything but an object is read as an empty form, so every field says what it needs.
  const form =
    request.data !== null && typeof request.data === 'object' && !Array.isArray(request.data)
      ? request.data
      : {};
  const parsed = quoteRequestSchema.safeParse(form);
  if (!parsed.success) throw invalid(quoteFieldErrors(parsed.error));
  const values = parsed.data;

  const serviceName = await serviceNameOf(values.service);
  await requireCoveredArea(postcodeArea(values.postcode));

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
  const customerId = await customerIdOf(request.auth?.uid);
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
});
