import { useMutation, useQueryClient } from '@tanstack/react-query';

import { orderStickers, updateStickerOrder } from '@/features/stickers/api/stickers-data';

/** Places an order; the company's orders are read again. */
export function useOrderStickers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Parameters<typeof orderStickers>[0]) => orderStickers(input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['stickers'] }),
  });
}

/** An admin's step on an order; the queue and the count are read again. */
export function useUpdateStickerOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Parameters<typeof updateStickerOrder>[0]) => updateStickerOrder(input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['stickers'] }),
  });
}
