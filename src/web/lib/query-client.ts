import { QueryClient } from "@tanstack/react-query";
import { ApiError } from "./api-client";

/** One QueryClient: no retries for 4xx answers (they will not change), one retry otherwise. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 60_000,
      retry: (failureCount, error) => !(error instanceof ApiError && error.status < 500) && failureCount < 1,
    },
  },
});
