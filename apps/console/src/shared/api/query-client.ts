import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from './client.ts';
import { markSignedOut } from '../session/session.ts';

/**
 * One cache for the console's reads (ADR 075). Any call answered 401 means the session ended
 * (idle 15 min, 8 h, signed out elsewhere, account disabled): the sign-in screen shows at once.
 */
export function createQueryClient(): QueryClient {
  const onError = (error: unknown) => {
    if (error instanceof ApiError && error.httpStatus === 401) markSignedOut(queryClient);
  };
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
  });
  return queryClient;
}
