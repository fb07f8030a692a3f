// The document-templates feature's only contact with Firebase: the company's own templates in
// `documentTemplates`, which it creates, edits and deletes directly under the rules (they check
// the shape against documentTemplateSchema). Hooks build on these, so tests replace this module.
import { COLLECTIONS } from '@fixwell/common/collections';
import { brandingOf } from '@fixwell/common/company-branding';
import type { DocumentLine } from '@fixwell/common/documents/document-totals';
import type {
  DocumentTemplateRecord,
  documentTemplateSchema,
} from '@fixwell/common/documents/document';
import type { DocumentKind } from '@fixwell/common/documents/document-labels';
import { dateOf } from '@fixwell/common/timestamps';
import {
  addDoc,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  serverTimestamp,
  updateDoc,
  where,
  type DocumentData,
  type FieldValue,
} from 'firebase/firestore';
import type { z } from 'zod';

import type { PreviewCompany } from '@/features/document-templates/template-document-view';
import type { DocumentTemplate } from '@/features/document-templates/template-types';
import { firestore } from '@/lib/firestore';
import { readConverter } from '@/lib/firestore-converter';
import { nullWhenRefused } from '@/lib/null-when-refused';

/** More templates of one kind than a company will keep; the query stays bounded. */
export const TEMPLATES_LIMIT = 100;

/** A template as the shared schema checks it. */
export type DocumentTemplateDetails = z.output<typeof documentTemplateSchema>;

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

export function templateFromData(id: string, data: DocumentData): DocumentTemplate {
  const createdAt = dateOf(data.createdAt) ?? new Date(0);
  return {
    id,
    kind: data.kind === 'invoice' ? 'invoice' : 'quote',
    name: text(data.name),
    lines: Array.isArray(data.lines) ? (data.lines as DocumentLine[]) : [],
    notes: text(data.notes),
    paymentTerms: text(data.paymentTerms),
    createdAt,
    updatedAt: dateOf(data.updatedAt) ?? createdAt,
  };
}

const templateConverter = readConverter(templateFromData);

function templates() {
  return collection(firestore(), COLLECTIONS.documentTemplates).withConverter(templateConverter);
}

/**
 * The company's templates of one kind, by name. The rules let a company read only its own, so
 * the companyId filter comes first. Index: companyId + kind + name ↑.
 */
export async function fetchDocumentTemplates(
  companyId: string,
  kind: DocumentKind,
): Promise<DocumentTemplate[]> {
  const { docs } = await getDocs(
    query(
      templates(),
      where('companyId', '==', companyId),
      where('kind', '==', kind),
      orderBy('name'),
      limit(TEMPLATES_LIMIT),
    ),
  );
  return docs.map((snapshot) => snapshot.data());
}

/**
 * One template, or null when there is none. The rules refuse another company's template (and a
 * missing one) as permission-denied: to the page both are "not found".
 */
export async function fetchDocumentTemplate(id: string): Promise<DocumentTemplate | null> {
  return nullWhenRefused(async () => (await getDoc(doc(templates(), id))).data() ?? null);
}

/** Saves a new template; returns its id. */
export async function createDocumentTemplate(
  companyId: string,
  details: DocumentTemplateDetails,
): Promise<string> {
  const record = {
    ...details,
    companyId,
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
  } satisfies DocumentTemplateRecord<FieldValue>;
  const reference = await addDoc(collection(firestore(), COLLECTIONS.documentTemplates), record);
  return reference.id;
}

/** Saves a template's kind, name, lines, notes and payment terms. */
export async function updateDocumentTemplate(
  id: string,
  details: DocumentTemplateDetails,
): Promise<void> {
  const changes = {
    kind: details.kind,
    name: details.name,
    lines: details.lines,
    notes: details.notes,
    paymentTerms: details.paymentTerms,
    updatedAt: serverTimestamp(),
  } satisfies Partial<DocumentTemplateRecord<FieldValue>>;
  await updateDoc(doc(firestore(), COLLECTIONS.documentTemplates, id), changes);
}

export async function deleteDocumentTemplate(id: string): Promise<void> {
  await deleteDoc(doc(firestore(), COLLECTIONS.documentTemplates, id));
}

/**
 * What a document from the company shows of it, as `openDocument` reads it from
 * `companies/{uid}`: the trading name (else the business name), phone and profile address, the
 * branding (colour, logo, footer) and the VAT number (none means the company is not
 * VAT-registered and charges no VAT).
 */
export async function fetchPreviewCompany(companyId: string): Promise<PreviewCompany> {
  const snapshot = await getDoc(doc(firestore(), COLLECTIONS.companies, companyId));
  const data = snapshot.data() ?? {};
  const vatNumber = text(data.vatNumber).trim();
  const branding = brandingOf(data);
  return {
    id: companyId,
    name: branding.tradingName ?? (text(data.businessName) || 'Your trade company'),
    phone: text(data.phone) || null,
    email: null,
    vatNumber: vatNumber || null,
    slug: text(data.slug),
    brandColour: branding.brandColour,
    logoUrl: branding.logoUrl,
    footerText: branding.footerText,
  };
}
