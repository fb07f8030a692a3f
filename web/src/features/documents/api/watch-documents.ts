import {
  watchDocument,
  watchDocuments,
  type WatchDocumentsOptions,
} from '@/features/documents/api/documents-data';
import type { CompanyDocument, DocumentPage } from '@/features/documents/document-types';
import { useLiveQuery } from '@/hooks/use-live-query';

/** A company's documents, live, narrowed by `options`. */
export function useDocuments(companyId: string, options: WatchDocumentsOptions) {
  return useLiveQuery<DocumentPage>(
    ['documents', companyId, options],
    (onData, onError) => watchDocuments(companyId, options, onData, onError),
    { enabled: Boolean(companyId), keepPrevious: true },
  );
}

/** One document, live (null when there is none); nothing is read while `documentId` is null. */
export function useDocument(documentId: string | null) {
  return useLiveQuery<CompanyDocument | null>(
    ['document', documentId],
    (onData, onError) => watchDocument(documentId ?? '', onData, onError),
    { enabled: Boolean(documentId) },
  );
}
