import type { Request } from 'firebase-functions/https';
import type { Response } from 'express';
import { FieldValue, type Timestamp } from 'firebase-admin/firestore';

import { COLLECTIONS } from '@fixwell/common/collections';
import type { CompanyDocument } from '@fixwell/common/company';
import { brandingOf, type CompanyBranding } from '@fixwell/common/company-branding';
import { LOGO_MESSAGES } from '@fixwell/common/company-branding-logo';

import { db } from '../lib/admin';
import { runTransaction } from '../lib/transaction';
import { readDoc, type WriteTime } from '../lib/documents';
import { logError, logInfo } from '../lib/log';
import { readUserProfile } from '../lib/user-profiles';
import { bearerUid, rawBodyOf } from '../lib/private-files';
import { resizeLogo } from './logo-image';
import {
  deleteLogo,
  logoFileName,
  logoFileOf,
  logoObjectPath,
  logoUrl,
  readLogo,
  saveLogo,
} from './logo-store';
import { parseLogoUpload } from './logo-upload';

type Params = Record<string, string> | undefined;

class Refusal extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * The uid of the active company behind `Authorization: Bearer <Firebase ID token>`; refuses
 * anyone else. The role comes from the profile the caller cannot edit, as callables read it.
 */
async function activeCompanyUid(req: Request): Promise<string> {
  const uid = await bearerUid(req);
  if (!uid) throw new Refusal(401, LOGO_MESSAGES.signIn);
  const profile = await readUserProfile(uid);
  if (profile?.role !== 'company' || profile.active !== true) {
    throw new Refusal(403, LOGO_MESSAGES.notCompany);
  }
  return uid;
}

/**
 * Sets the company's logo URL (null removes it) in a transaction, keeping the rest of its
 * branding; answers the branding saved and the logo URL it replaced.
 */
async function setLogoUrl(
  uid: string,
  url: string | null,
): Promise<{ branding: CompanyBranding; previous: string | null }> {
  const ref = db().collection(COLLECTIONS.companies).doc(uid);
  return runTransaction(async (tx) => {
    const company = readDoc<CompanyDocument<Timestamp>>(await tx.get(ref));
    if (!company) throw new Refusal(409, LOGO_MESSAGES.noCompany);
    const current = brandingOf(company);
    const branding: CompanyBranding = { ...current, logoUrl: url };
    tx.update(ref, {
      branding,
      updatedAt: FieldValue.serverTimestamp(),
    } satisfies Partial<CompanyDocument<WriteTime>>);
    return { branding, previous: current.logoUrl };
  });
}

/** Deletes the object behind a replaced logo URL; a failure leaves an unreachable orphan, logged. */
async function deleteReplaced(uid: string, previous: string | null, kept: string | null) {
  const file = logoFileOf(uid, previous);
  if (!file || previous === kept) return;
  try {
    await deleteLogo(logoObjectPath(uid, file)!);
  } catch (error) {
    logError('company-logo.old-delete-failed', error, { uid, file });
  }
}

/**
 * After a failed save, deletes the new object unless the company's logo is that very file (the
 * same image uploaded again has the same name).
 */
async function discardUnused(uid: string, file: string, url: string): Promise<void> {
  try {
    const company = await db().collection(COLLECTIONS.companies).doc(uid).get();
    if (brandingOf(readDoc<CompanyDocument<Timestamp>>(company)).logoUrl === url) return;
    await deleteLogo(logoObjectPath(uid, file)!);
  } catch (error) {
    logError('company-logo.orphan-delete-failed', error, { uid, file });
  }
}

function refuse(res: Response, error: unknown, event: string, fallback: string): void {
  if (error instanceof Refusal) {
    res.status(error.status).json({ error: error.message });
    return;
  }
  logError(event, error);
  res.status(500).json({ error: fallback });
}

/**
 * POST /api/company-logo: the signed-in company's logo as the body's bytes (PNG, JPEG or WebP, at
 * most 5 MB). Checked by its content, fitted within 600×240 as a PNG and stored under its hash;
 * the company's branding then points at it and the logo it replaces is deleted. Answers 200 with
 * the branding saved.
 */
export async function uploadCompanyLogo(req: Request, res: Response): Promise<void> {
  try {
    const uid = await activeCompanyUid(req);
    const upload = parseLogoUpload(req.headers['content-type'], rawBodyOf(req));
    if (upload.kind === 'refused') throw new Refusal(upload.status, upload.error);
    const logo = await resizeLogo(upload.bytes);
    if (!logo) throw new Refusal(400, LOGO_MESSAGES.unreadable);

    const file = logoFileName(logo.hash);
    await saveLogo(logoObjectPath(uid, file)!, logo.bytes);
    const url = logoUrl(uid, file);
    let saved: Awaited<ReturnType<typeof setLogoUrl>>;
    try {
      saved = await setLogoUrl(uid, url);
    } catch (error) {
      await discardUnused(uid, file, url);
      throw error;
    }
    await deleteReplaced(uid, saved.previous, url);
    logInfo('company-logo.uploaded', {
      uid,
      file,
      from: upload.contentType,
      bytes: upload.bytes.length,
      width: logo.width,
      height: logo.height,
    });
    res.status(200).json(saved.branding);
  } catch (error) {
    refuse(res, error, 'company-logo.upload-failed', LOGO_MESSAGES.uploadFailed);
  }
}

/** DELETE /api/company-logo: the signed-in company removes its logo. Answers 200 with the branding. */
export async function deleteCompanyLogo(req: Request, res: Response): Promise<void> {
  try {
    const uid = await activeCompanyUid(req);
    const saved = await setLogoUrl(uid, null);
    await deleteReplaced(uid, saved.previous, null);
    logInfo('company-logo.removed', { uid });
    res.status(200).json(saved.branding);
  } catch (error) {
    refuse(res, error, 'company-logo.remove-failed', LOGO_MESSAGES.removeFailed);
  }
}

/**
 * GET /api/company-logos/{uid}/{hash}.png: a company's logo, public as its documents, profile
 * and widget show it. The name is the image's hash, so it is cached for a year as immutable.
 */
export async function getCompanyLogo(req: Request, res: Response, params: Params): Promise<void> {
  const path = logoObjectPath(params?.uid ?? '', params?.file ?? '');
  const bytes = path ? await readLogo(path) : null;
  if (!bytes) {
    res.status(404).json({ error: 'Not found' });
    return;
  }
  res.set({
    'Content-Type': 'image/png',
    'X-Content-Type-Options': 'nosniff',
    'Content-Disposition': 'inline',
    'Cache-Control': 'public, max-age=31536000, immutable',
  });
  res.status(200).send(bytes);
}
