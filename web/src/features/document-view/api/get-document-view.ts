import type { DocumentView } from '@fixwell/common/documents/document-view';
import { queryOptions, useQuery } from '@tanstack/react-query';

import {
  DOCUMENT_NOT_FOUND_CODES,
  DOCUMENT_NOT_FOUND_MESSAGE,
  openDocument,
} from '@/features/document-view/api/document-view-data';
import { CallFunctionError } from '@/lib/call-function';

export type { DocumentView };

/** The document does not exist, or this link or account may not open it: both read alike. */
export class DocumentNotFoundError extends Error {
  override readonly name = 'DocumentNotFoundError';
}

/** Opens the document with the emailed link's token, or as the signed-in customer without one. */
export async function getDocumentView(documentId: string, token: string | null) {
  try {
    return await openDocument({ documentId, ...(token ? { token } : {}) });
  } catch (error) {
    if (
      error instanceof CallFunctionError &&
      error.code !== null &&
      DOCUMENT_NOT_FOUND_CODES.includes(error.code)
    ) {
      throw new DocumentNotFoundError(DOCUMENT_NOT_FOUND_MESSAGE, { cause: error });
    }
    throw error;
  }
}

export const documentViewQueryKey = (documentId: string) => ['document-view', documentId] as const;

export const documentViewQuery = (documentId: string, token: string | null) =>
  queryOptions({
    queryKey: [...documentViewQueryKey(documentId), token ?? ''],
    queryFn: () => getDocumentView(documentId, token),
    staleTime: 60 * 1000,
    // One more try for a failed load (a phone between networks); a link that opens nothing will
    // not open it on a second try.
    retry: (failures, error) => !(error instanceof DocumentNotFoundError) && failures < 1,
  });

export function useDocumentView(documentId: string, token: string | null) {
  return useQuery(documentViewQuery(documentId, token));
}
