import type { DocumentDraftInput } from '@fixwell/common/documents/document';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import {
  convertQuoteToInvoice,
  duplicateDocument,
  saveDocumentDraft,
  sendDocument,
  sendDocumentReminder,
  voidDocument,
} from '@/features/documents/api/documents-data';

/**
 * The document callables as mutations. Lists and documents are live, so they show each change
 * by themselves; the invoice sums are read again after anything that can move them.
 */
function useRefreshTotals() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['invoice-totals'] });
}

export function useSaveDocumentDraft() {
  return useMutation({ mutationFn: (input: DocumentDraftInput) => saveDocumentDraft(input) });
}

export function useSendDocument() {
  const refresh = useRefreshTotals();
  return useMutation({
    mutationFn: (documentId: string) => sendDocument(documentId),
    onSettled: refresh,
  });
}

export function useVoidDocument() {
  const refresh = useRefreshTotals();
  return useMutation({
    mutationFn: ({ documentId, reason }: { documentId: string; reason: string }) =>
      voidDocument(documentId, reason),
    onSettled: refresh,
  });
}

export function useDuplicateDocument() {
  return useMutation({ mutationFn: (documentId: string) => duplicateDocument(documentId) });
}

export function useConvertQuoteToInvoice() {
  return useMutation({
    mutationFn: ({ documentId, deposit }: { documentId: string; deposit: boolean }) =>
      convertQuoteToInvoice(documentId, deposit),
  });
}

export function useSendDocumentReminder() {
  return useMutation({ mutationFn: (documentId: string) => sendDocumentReminder(documentId) });
}
