import type {
  OutreachProspectRowInput,
  OutreachSettingsInput,
  SaveOutreachCampaignInput,
  UpdateOutreachProspectInput,
} from '@fixwell/common/admin/outreach';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import {
  importOutreachProspects,
  saveOutreachCampaign,
  setOutreachCampaignStatus,
  updateOutreachProspect,
  updateOutreachSettings,
} from '@/features/outreach/api/outreach-data';
import { OUTREACH_KEY } from '@/features/outreach/api/get-outreach';

/** Every outreach mutation reads the campaigns, prospects and settings again when it lands. */
function useOutreachMutation<TInput, TResult>(mutationFn: (input: TInput) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: OUTREACH_KEY }),
  });
}

export const useSaveOutreachCampaign = () =>
  useOutreachMutation((input: SaveOutreachCampaignInput) => saveOutreachCampaign(input));

export const useSetOutreachCampaignStatus = () =>
  useOutreachMutation(
    ({ campaignId, status }: { campaignId: string; status: 'active' | 'paused' }) =>
      setOutreachCampaignStatus(campaignId, status),
  );

export const useImportOutreachProspects = () =>
  useOutreachMutation(
    ({ campaignId, rows }: { campaignId: string; rows: OutreachProspectRowInput[] }) =>
      importOutreachProspects(campaignId, rows),
  );

export const useUpdateOutreachProspect = () =>
  useOutreachMutation((input: UpdateOutreachProspectInput) => updateOutreachProspect(input));

export const useUpdateOutreachSettings = () =>
  useOutreachMutation((input: OutreachSettingsInput) => updateOutreachSettings(input));
