import { randomBytes } from 'node:crypto';

import type { Request } from 'firebase-functions/https';
import type { Response } from 'express';

import { adminAuth } from './admin';
import { consumeRateLimits } from './consume-rate-limits';
import { logError, logInfo, type LogDetails } from './log';
import type { RateLimitRule } from './rate-limit-rules';

// What the private-file endpoints of the `api` function share (message attachments, support
// attachments, company evidence, work photos): reading the caller and the body, the rate limit,
// writing the object then its record, and serving the bytes. Each domain keeps its own checks of
// who may upload and read, its record's shape and its messages.

/** Route parameters as `api` passes them. */
export type Params = Record<string, string> | undefined;

/** The ids private files are stored under: 32 lowercase hex characters. */
export const PRIVATE_FILE_ID = /^[0-9a-f]{32}$/;

/** A fresh, unguessable file id (matches PRIVATE_FILE_ID). */
export const newPrivateFileId = (): string => randomBytes(16).toString('hex');

/** Answers `status` with `{ error }`. */
export function refuse(res: Response, status: number, error: string): void {
  res.status(status).json({ error });
}

/** The request's bytes exactly as sent: the functions runtime keeps them as `rawBody`. */
export function rawBodyOf(req: Request): Buffer | undefined {
  if (Buffer.isBuffer(req.rawBody)) return req.rawBody;
  return Buffer.isBuffer(req.body) ? (req.body as Buffer) : undefined;
}

/** The uid of a valid, unrevoked Firebase ID token in `Authorization: Bearer …`, else null. */
export async function bearerUid(req: Request): Promise<string | null> {
  const match = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '');
  if (!match) return null;
  try {
    return (await adminAuth().verifyIdToken(match[1]!, true)).uid;
  } catch {
    return null;
  }
}

/** The user-facing answers of one upload endpoint. */
export interface UploadFailureMessages {
  readonly uploadFailed: string;
  readonly rateLimited: string;
}

/**
 * Spends one of `uid`'s uploads under `rule`. True when the upload may go on; otherwise it has
 * answered (429 over the limit, 500 when the limit could not be read) and the handler stops.
 */
export async function allowUpload(
  res: Response,
  options: {
    rule: RateLimitRule;
    uid: string;
    /** Prefix of the log events, e.g. `support-attachment`. */
    log: string;
    messages: UploadFailureMessages;
  },
): Promise<boolean> {
  let allowed: boolean;
  try {
    ({ allowed } = await consumeRateLimits([{ rule: options.rule, identifier: options.uid }]));
  } catch (error) {
    logError(`${options.log}.rate-limit-failed`, error);
    refuse(res, 500, options.messages.uploadFailed);
    return false;
  }
  if (!allowed) {
    logInfo(`${options.log}.rate-limited`, { uid: options.uid });
    refuse(res, 429, options.messages.rateLimited);
    return false;
  }
  return true;
}

/**
 * Stores the bytes, then writes the record (so a record always names a stored file); when the
 * record cannot be written the orphaned object is deleted. True when both are written; otherwise
 * it has answered 500 and the handler stops.
 */
export async function storePrivateFile(
  res: Response,
  options: {
    /** Prefix of the log events, e.g. `support-attachment`. */
    log: string;
    /** What the log events name the file by, e.g. `{ attachmentId: id }`. */
    logFields: LogDetails;
    save: () => Promise<unknown>;
    record: () => Promise<unknown>;
    remove: () => Promise<unknown>;
    failed: string;
  },
): Promise<boolean> {
  const { log, logFields } = options;
  try {
    await options.save();
  } catch (error) {
    logError(`${log}.store-failed`, error, logFields);
    refuse(res, 500, options.failed);
    return false;
  }
  try {
    await options.record();
  } catch (error) {
    logError(`${log}.record-failed`, error, logFields);
    await options
      .remove()
      .catch((cleanup: unknown) => logError(`${log}.orphan-delete-failed`, cleanup, logFields));
    refuse(res, 500, options.failed);
    return false;
  }
  return true;
}

/**
 * Sends a stored file: its stored type with nosniff, so the bytes are never read as anything
 * else, and the caller's Content-Disposition and Cache-Control.
 */
export function sendPrivateFile(
  res: Response,
  file: { bytes: Buffer; contentType: string; disposition: string; cacheControl?: string },
): void {
  res.set({
    'Content-Type': file.contentType,
    'X-Content-Type-Options': 'nosniff',
    'Content-Disposition': file.disposition,
    'Cache-Control': file.cacheControl ?? 'private, no-store',
  });
  res.status(200).send(file.bytes);
}
