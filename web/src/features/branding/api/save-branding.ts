import type { CompanyBranding } from '@fixwell/common/company-branding';
import type { brandingSchema } from '@fixwell/common/company-branding-schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';

import {
  removeLogo,
  saveBranding,
  uploadLogo,
  type CompanyBrandingSettings,
} from '@/features/branding/api/branding-data';
import { companyBrandingQuery } from '@/features/branding/api/get-branding';

/** Puts the branding the server saved into the page's cache, so the page shows what is stored. */
function useStoreSaved(companyId: string) {
  const queryClient = useQueryClient();
  return (branding: CompanyBranding) =>
    queryClient.setQueryData(
      companyBrandingQuery(companyId).queryKey,
      (current: CompanyBrandingSettings | null | undefined) => ({
        businessName: current?.businessName ?? '',
        branding,
      }),
    );
}

export function useSaveBranding(companyId: string) {
  const storeSaved = useStoreSaved(companyId);
  return useMutation({
    mutationFn: (values: z.output<typeof brandingSchema>) => saveBranding(values),
    onSuccess: storeSaved,
  });
}

export function useUploadLogo(companyId: string) {
  const storeSaved = useStoreSaved(companyId);
  return useMutation({ mutationFn: (file: Blob) => uploadLogo(file), onSuccess: storeSaved });
}

export function useRemoveLogo(companyId: string) {
  const storeSaved = useStoreSaved(companyId);
  return useMutation({ mutationFn: () => removeLogo(), onSuccess: storeSaved });
}
