import type { Request } from 'firebase-functions/https';
import type { Response } from 'express';
import { FieldValue, type Timestamp } from 'firebase-admin/firestore';

import {
  parseSiteImageSlot,
  SITE_IMAGE_MESSAGES,
  siteImageAltSchema,
  type SiteImageDocument,
  type SiteImageSlot,
} from '@fixwell/common/admin/site-images';
import { COLLECTIONS } from '@fixwell/common/collections';

import { db } from '../lib/admin';
import { runTransaction } from '../lib/transaction';
import { recordAdminAction } from '../lib/admin-audit';
import { readDoc, type WriteTime } from '../lib/documents';
import { logError, logInfo } from '../lib/log';
import { bearerUid, rawBodyOf } from '../lib/private-files';
import { readUserProfile } from '../lib/user-profiles';
import { siteImageRenditions } from './site-image-renditions';
import {
  deleteSiteImageVersion,
  IMMUTABLE,
  readSiteImageFile,
  saveSiteImageFile,
  siteImageObjectPath,
} from './site-image-store';
import { parseSiteImageUpload } from './site-image-upload';

type Params = Record<string, string> | undefined;

/** A refusal meant for the admin, on the form field it concerns. */
class Refusal extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly field: 'file' | 'alt' | null = null,
  ) {
    super(message);
  }
}

/** The active admin behind `Authorization: Bearer <ID token>`, read from their profile. */
async function activeAdmin(req: Request): Promise<{ uid: string; email: string }> {
  const uid = await bearerUid(req);
  if (!uid) throw new Refusal(401, SITE_IMAGE_MESSAGES.signIn);
  const profile = await readUserProfile(uid);
  if (profile?.role !== 'admin' || profile.active !== true)
    throw new Refusal(403, SITE_IMAGE_MESSAGES.adminsOnly);
  return { uid, email: profile.email ?? '' };
}

/** A service's or a town's hero needs that service or town to exist. */
async function requirePage(slot: SiteImageSlot): Promise<void> {
  if (slot.scope !== 'service' && slot.scope !== 'town') return;
  const collection = slot.scope === 'service' ? COLLECTIONS.services : COLLECTIONS.locations;
  const page = await db().collection(collection).doc(slot.slug).get();
  if (!page.exists)
    throw new Refusal(
      404,
      slot.scope === 'service' ? SITE_IMAGE_MESSAGES.noService : SITE_IMAGE_MESSAGES.noTown,
    );
}

export const siteImageRef = (slot: string) => db().collection(COLLECTIONS.siteImages).doc(slot);

/** What the audit log keeps of a slot's image. */
export const auditView = (image: Pick<SiteImageDocument<unknown>, 'alt' | 'version'> | null) =>
  image ? { alt: image.alt, version: image.version } : null;

/**
 * POST /api/site-images/{slot}?alt=…: an admin's image for a slot as the body's bytes (JPEG, PNG
 * or WebP, at most 10 MB, at least the slot's largest size). Resized into the slot's files,
 * stored under its version, then `siteImages/{slot}` points at it (audited). The version it
 * replaced is kept for pages still cached with it; the one before that is deleted. Answers 200
 * with the document's public fields; a refusal names its field (`file` or `alt`).
 */
export async function uploadSiteImage(req: Request, res: Response, params: Params): Promise<void> {
  try {
    const actor = await activeAdmin(req);
    const slot = parseSiteImageSlot(params?.slot ?? '');
    if (!slot) throw new Refusal(404, SITE_IMAGE_MESSAGES.unknownSlot);
    const alt = siteImageAltSchema.safeParse(
      typeof req.query.alt === 'string' ? req.query.alt : '',
    );
    if (!alt.success) throw new Refusal(400, alt.error.issues[0]!.message, 'alt');
    await requirePage(slot);
    const upload = parseSiteImageUpload(req.headers['content-type'], rawBodyOf(req));
    if (upload.kind === 'refused') throw new Refusal(upload.status, upload.error, 'file');
    const made = await siteImageRenditions(slot, upload.bytes);
    if (made.kind === 'unreadable') throw new Refusal(400, SITE_IMAGE_MESSAGES.unreadable, 'file');
    if (made.kind === 'too-small') throw new Refusal(422, made.error, 'file');

    await Promise.all(
      made.files.map((file) =>
        saveSiteImageFile(
          siteImageObjectPath(slot.id, made.version, file.name)!,
          file.bytes,
          file.type,
        ),
      ),
    );
    const files = made.files.map(({ bytes: _bytes, ...file }) => file);
    const { before, saved } = await runTransaction(async (tx) => {
      const ref = siteImageRef(slot.id);
      const current = readDoc<SiteImageDocument<Timestamp>>(await tx.get(ref));
      const previousVersion =
        current && current.version !== made.version
          ? current.version
          : (current?.previousVersion ?? null);
      const saved = {
        slot: slot.id,
        kind: slot.kind,
        alt: alt.data,
        version: made.version,
        sourceWidth: made.sourceWidth,
        sourceHeight: made.sourceHeight,
        files,
        previousVersion,
        updatedAt: FieldValue.serverTimestamp(),
      } satisfies SiteImageDocument<WriteTime>;
      tx.set(ref, saved);
      recordAdminAction(tx, {
        action: current ? 'site-image.replace' : 'site-image.upload',
        actor,
        target: `${COLLECTIONS.siteImages}/${slot.id}`,
        before: auditView(current ?? null),
        after: auditView(saved),
        reason: null,
      });
      return { before: current ?? null, saved };
    });
    // Two versions back is no longer on any cached page.
    const stale = before?.previousVersion;
    if (stale && stale !== saved.version && stale !== saved.previousVersion) {
      await deleteSiteImageVersion(slot.id, stale).catch((error: unknown) =>
        logError('site-image.old-delete-failed', error, { slot: slot.id, version: stale }),
      );
    }
    logInfo('site-image.uploaded', {
      slot: slot.id,
      version: made.version,
      from: upload.contentType,
      bytes: upload.bytes.length,
      width: made.sourceWidth,
      height: made.sourceHeight,
    });
    res.status(200).json({
      slot: saved.slot,
      kind: saved.kind,
      alt: saved.alt,
      version: saved.version,
      files: saved.files,
    });
  } catch (error) {
    if (error instanceof Refusal) {
      res.status(error.status).json({ error: error.message, field: error.field });
      return;
    }
    logError('site-image.upload-failed', error);
    res.status(500).json({ error: SITE_IMAGE_MESSAGES.uploadFailed, field: null });
  }
}

const TYPES: Record<string, string> = { webp: 'image/webp', jpg: 'image/jpeg' };

/**
 * GET /site-images/{slot}/{version}/{file} (and under /api): one file of a site image, public as
 * the pages that show it. The version is the upload's hash, so it is cached for a year as
 * immutable; anything unknown is a 404.
 */
export async function getSiteImage(_req: Request, res: Response, params: Params): Promise<void> {
  const file = params?.file ?? '';
  const path = siteImageObjectPath(params?.slot ?? '', params?.version ?? '', file);
  const bytes = path ? await readSiteImageFile(path) : null;
  if (!bytes) {
    res.status(404).json({ error: 'Not found' });
    return;
  }
  res.set({
    'Content-Type': TYPES[file.split('.').pop()!] ?? 'application/octet-stream',
    'X-Content-Type-Options': 'nosniff',
    'Content-Disposition': 'inline',
    'Cache-Control': IMMUTABLE,
  });
  res.status(200).send(bytes);
}
