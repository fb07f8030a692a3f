import type { DocumentKind } from '@fixwell/common/documents/document-labels';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import {
  createDocumentTemplate,
  deleteDocumentTemplate,
  fetchDocumentTemplate,
  fetchDocumentTemplates,
  fetchPreviewCompany,
  updateDocumentTemplate,
  type DocumentTemplateDetails,
} from '@/features/document-templates/api/document-templates-data';

const STALE_MS = 30 * 1000;

export const documentTemplatesKey = ['document-templates'] as const;

export const documentTemplatesQuery = (companyId: string, kind: DocumentKind) =>
  queryOptions({
    queryKey: [...documentTemplatesKey, 'list', companyId, kind],
    queryFn: () => fetchDocumentTemplates(companyId, kind),
    staleTime: STALE_MS,
  });

/** The company's templates of one kind, by name. */
export function useDocumentTemplates(companyId: string, kind: DocumentKind) {
  return useQuery({ ...documentTemplatesQuery(companyId, kind), enabled: !!companyId });
}

export const documentTemplateQuery = (id: string) =>
  queryOptions({
    queryKey: [...documentTemplatesKey, 'one', id],
    queryFn: () => fetchDocumentTemplate(id),
    staleTime: STALE_MS,
  });

/** One template; null when the company has no such template. */
export function useDocumentTemplate(id: string) {
  return useQuery(documentTemplateQuery(id));
}

/** Creates (no id) or updates a template, then reads the templates again. Resolves to its id. */
export function useSaveDocumentTemplate(companyId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      id,
      details,
    }: {
      id: string | null;
      details: DocumentTemplateDetails;
    }) => {
      if (!id) return createDocumentTemplate(companyId, details);
      await updateDocumentTemplate(id, details);
      return id;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentTemplatesKey }),
  });
}

export function useDeleteDocumentTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteDocumentTemplate(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: documentTemplatesKey }),
  });
}

export const previewCompanyQuery = (companyId: string) =>
  queryOptions({
    queryKey: [...documentTemplatesKey, 'company', companyId],
    queryFn: () => fetchPreviewCompany(companyId),
    staleTime: 5 * 60 * 1000,
  });

/** The company as its documents show it, for a template's preview. */
export function usePreviewCompany(companyId: string) {
  return useQuery({ ...previewCompanyQuery(companyId), enabled: !!companyId });
}
