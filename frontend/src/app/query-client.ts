import { QueryClient } from '@tanstack/react-query';

/** Server data cache. Errors are already shown by the HTTP client, so no retries. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});
