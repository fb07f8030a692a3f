import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { StickerOrderStatus } from '@fixwell/common/stickers/sticker-order';

import {
  countNewStickerOrders,
  fetchCompanyStickerOrders,
  fetchStickerProfile,
  fetchStickerQueue,
} from '@/features/stickers/api/stickers-data';
import { pollWhileProvisioning } from '@/lib/company-provisioning';

// Every stickers query sits under the key `stickers`, so a change invalidates them together.

export const stickerProfileQuery = (companyId: string) =>
  queryOptions({
    queryKey: ['stickers', 'profile', companyId],
    queryFn: () => fetchStickerProfile(companyId),
  });

export const companyStickerOrdersQuery = (companyId: string) =>
  queryOptions({
    queryKey: ['stickers', 'orders', companyId],
    queryFn: () => fetchCompanyStickerOrders(companyId),
  });

export const stickerQueueQuery = (status: StickerOrderStatus, pageSize: number) =>
  queryOptions({
    queryKey: ['stickers', 'queue', status, pageSize],
    queryFn: () => fetchStickerQueue(status, pageSize),
  });

export const newStickerOrdersCountQuery = () =>
  queryOptions({ queryKey: ['stickers', 'new-count'], queryFn: countNewStickerOrders });

/** While a new company's profile is still being created (null), asks again every few seconds. */
export function useStickerProfile(companyId: string) {
  return useQuery({ ...stickerProfileQuery(companyId), refetchInterval: pollWhileProvisioning });
}

export function useCompanyStickerOrders(companyId: string) {
  return useQuery(companyStickerOrdersQuery(companyId));
}

export function useStickerQueue(status: StickerOrderStatus, pageSize: number) {
  return useQuery({ ...stickerQueueQuery(status, pageSize), placeholderData: keepPreviousData });
}

export function useNewStickerOrdersCount() {
  return useQuery(newStickerOrdersCountQuery());
}
