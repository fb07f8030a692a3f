import { useMutation, useQueryClient } from '@tanstack/react-query';

import { generateAiDraft, updateAiSettings } from '@/features/ai-content/api/ai-content-data';
import { aiContentKey } from '@/features/ai-content/api/get-ai-content';

/** Asks for a draft; today's usage, the recent drafts and the ideas are read again. */
export function useGenerateAiDraft() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Parameters<typeof generateAiDraft>[0]) => generateAiDraft(input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: aiContentKey }),
  });
}

/** Saves the settings; the overview is read again. */
export function useUpdateAiSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Parameters<typeof updateAiSettings>[0]) => updateAiSettings(input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: aiContentKey }),
  });
}
