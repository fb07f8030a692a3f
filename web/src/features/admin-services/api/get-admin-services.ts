import type { SuggestionStatus } from '@fixwell/common/admin/catalogue-admin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import {
  fetchCatalogueService,
  fetchCatalogueServices,
  fetchServiceHistory,
  listServiceSuggestions,
  resolveServiceSuggestions,
  saveCatalogueService,
} from '@/features/admin-services/api/admin-services-data';

const servicesKey = ['admin', 'catalogue-services'] as const;
const suggestionsKey = ['admin', 'service-suggestions'] as const;

export function useCatalogueServices() {
  return useQuery({ queryKey: servicesKey, queryFn: fetchCatalogueServices });
}

export function useCatalogueService(slug: string | null) {
  return useQuery({
    queryKey: [...servicesKey, 'one', slug],
    queryFn: () => fetchCatalogueService(slug!),
    enabled: slug !== null,
  });
}

export function useServiceHistory(slug: string | null) {
  return useQuery({
    queryKey: [...servicesKey, 'history', slug],
    queryFn: () => fetchServiceHistory(slug!),
    enabled: slug !== null,
  });
}

export function useServiceSuggestions(status: SuggestionStatus) {
  return useQuery({
    queryKey: [...suggestionsKey, status],
    queryFn: () => listServiceSuggestions({ status }),
  });
}

/** Saves a service; the list, the service and its history, and the inbox are read again. */
export function useSaveCatalogueService() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Parameters<typeof saveCatalogueService>[0]) => saveCatalogueService(input),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: servicesKey }),
        queryClient.invalidateQueries({ queryKey: suggestionsKey }),
      ]);
    },
  });
}

export function useResolveServiceSuggestions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Parameters<typeof resolveServiceSuggestions>[0]) =>
      resolveServiceSuggestions(input),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: servicesKey }),
        queryClient.invalidateQueries({ queryKey: suggestionsKey }),
      ]);
    },
  });
}
