import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TutorialId } from '@fixwell/common/stickers/tutorial-progress';

import {
  fetchTutorialProgress,
  saveTutorialProgress,
} from '@/features/tutorials/api/tutorials-data';

export const tutorialProgressQuery = (uid: string) =>
  queryOptions({
    queryKey: ['tutorials', 'progress', uid],
    queryFn: () => fetchTutorialProgress(uid),
  });

export function useTutorialProgress(uid: string) {
  return useQuery(tutorialProgressQuery(uid));
}

/**
 * Ticks or unticks one guide. The tick shows at once; a failed save puts the list back as it
 * was (and the caller says so).
 */
export function useSetTutorialDone(uid: string) {
  const queryClient = useQueryClient();
  const key = tutorialProgressQuery(uid).queryKey;
  return useMutation({
    mutationFn: (completed: TutorialId[]) => saveTutorialProgress(uid, completed),
    onMutate: async (completed) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData(key);
      queryClient.setQueryData(key, completed);
      return { previous };
    },
    onError: (_error, _completed, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
