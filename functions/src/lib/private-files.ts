import { randomBytes } from 'node:crypto';

import type { Request } from 'firebase-functions/https';
import type { Response } from 'express';
import type { DocumentReference } from 'firebase-admin/firestore';

import { adminAuth } from './admin';
import { consumeRateLimits } from './consume-rate-limits';
import { readDoc } from './documents';
import { logError, logInfo, type LogDetails } from './log';
import type { RateLimitRule } from './rate-limit-rules';
import { readUserProfile, type StoredUserProfile } from './user-profiles';

// What the private-file endpoints of the `api` function share (message attachments, support
// attachments, company evidence, work photos): reading the caller and the checked body under the
// rate limit, writing the object then its record, and for a download reading the caller, the
// record and the caller's profile, then serving the bytes. Each domain keeps its own checks of
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
async function allowUpload(
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

/** One uploaded body as a domain's check of it answers: its type by content, or why not. */
export type UploadCheck<ContentType extends string> =
  | { kind: 'ok'; contentType: ContentType; bytes: Buffer }
  | { kind: 'refused'; status: 400 | 413 | 415; error: string };

/** An upload that passed its check. */
export type CheckedUpload<ContentType extends string> = Extract<
  UploadCheck<ContentType>,
  { kind: 'ok' }
>;

/**
 * The body of an upload by `uid`, checked by `check` (refused with its status otherwise), with
 * one of `uid`'s uploads spent under `rule` (see allowUpload). Null when it has answered and the
 * handler stops.
 */
export async function receiveUpload<ContentType extends string>(
  req: Request,
  res: Response,
  options: {
    check: (
      contentTypeHeader: string | undefined,
      body: Buffer | undefined,
    ) => UploadCheck<ContentType>;
    rule: RateLimitRule;
    uid: string;
    /** Prefix of the log events, e.g. `support-attachment`. */
    log: string;
    messages: UploadFailureMessages;
  },
): Promise<CheckedUpload<ContentType> | null> {
  const upload = options.check(req.headers['content-type'], rawBodyOf(req));
  if (upload.kind === 'refused') {
    refuse(res, upload.status, upload.error);
    return null;
  }
  const { rule, uid, log, messages } = options;
  return (await allowUpload(res, { rule, uid, log, messages })) ? upload : null;
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

/** The user-facing refusals of one download endpoint. */
export interface DownloadRefusalMessages {
  readonly signIn: string;
  readonly notFound: string;
}

/** What a download has read before its domain decides whether the caller may have the file. */
export interface PrivateFileRequest<FileRecord> {
  readonly uid: string;
  /** The file's id, a well-formed PRIVATE_FILE_ID. */
  readonly id: string;
  readonly record: FileRecord;
  /** The caller's profile, when they have one. */
  readonly profile: StoredUserProfile | undefined;
}

/**
 * The start every GET /api/…/{id} of a private file shares: the caller's ID token (401 without
 * one), then the file's record, read with the caller's profile (404 for an ill-formed id or no
 * record). Null when it has answered and the handler stops; the domain then decides who may read.
 */
export async function readPrivateFileRequest<FileRecord extends object>(
  req: Request,
  res: Response,
  params: Params,
  options: {
    /** The file's record, `…/{id}`. */
    recordRef: (id: string) => DocumentReference;
    messages: DownloadRefusalMessages;
  },
): Promise<PrivateFileRequest<FileRecord> | null> {
  const { messages } = options;
  const uid = await bearerUid(req);
  if (!uid) {
    refuse(res, 401, messages.signIn);
    return null;
  }
  const id = params?.id ?? '';
  if (!PRIVATE_FILE_ID.test(id)) {
    refuse(res, 404, messages.notFound);
    return null;
  }
  const [snapshot, profile] = await Promise.all([
    options.recordRef(id).get(),
    readUserProfile(uid),
  ]);
  const record = readDoc<FileRecord>(snapshot);
  if (!record) {
    refuse(res, 404, messages.notFound);
    return null;
  }
  return { uid, id, record, profile };
}

/**
 * Sends a stored file: its stored type with nosniff, so the bytes are never read as anything
 * else, and the caller's Content-Disposition and Cache-Control; 404 `notFound` when the object is
 * gone.
 */
export function sendPrivateFile(
  res: Response,
  file: {
    /** Null when the stored object is gone. */
    bytes: Buffer | null;
    notFound: string;
    contentType: string;
    disposition: string;
    cacheControl?: string;
  },
): void {
  if (!file.bytes) {
    refuse(res, 404, file.notFound);
    return;
  }
  res.set({
    'Content-Type': file.contentType,
    'X-Content-Type-Options': 'nosniff',
    'Content-Disposition': file.disposition,
    'Cache-Control': file.cacheControl ?? 'private, no-store',
  });
  res.status(200).send(file.bytes);
}
