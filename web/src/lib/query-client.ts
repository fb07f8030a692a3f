import { QueryClient } from '@tanstack/react-query';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false },
    },
  });
}

/**
 * The app's one cache of server state, shared by the React tree and the route loaders, so a
 * record a loader fetched to validate a URL is the one the page renders.
 */
export const queryClient = createQueryClient();
