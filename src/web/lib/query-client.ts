import { QueryClient } from "@tanstack/react-query";
import { ApiError } from "./api-client";

/** A QueryClient with our defaults: no retries for 4xx answers (they will not change), one retry otherwise. */
export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        retry: (failureCount, error) =>
          !(error instanceof ApiError && error.status < 500) && failureCount < 1,
      },
    },
  });

/** The browser's one QueryClient (the server renders each request with its own). */
export const queryClient = createQueryClient();
