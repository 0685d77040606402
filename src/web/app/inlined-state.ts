/**
 * The API answers the server read for a page (entry-server.tsx: TanStack Query's `dehydrate`, inlined as
 * `<script type="application/json" id="initial-data">`), put into the browser's query cache so the
 * page's first render needs no request. With setQueryData rather than TanStack's `hydrate`, which would
 * add 0.6 kB gzip to the app shell for parts of the state (mutations, streamed promises) pages never
 * have (decision 026).
 */
import type { QueryClient, QueryKey } from "@tanstack/react-query";

type InlinedState = {
  queries: { queryKey: QueryKey; state: { data: unknown; dataUpdatedAt: number } }[];
  /** The minute the server rendered the page in (lib/now.tsx); absent from a page stored before it. */
  renderedAt?: number;
};

/** @param json the inlined state as text; none (a page the server did not prepare) is an empty state */
export const readInlinedState = (json: string | null | undefined): InlinedState => ({
  queries: [],
  ...(json ? (JSON.parse(json) as Partial<InlinedState>) : {}),
});

export function fillQueryCache(queryClient: QueryClient, { queries }: InlinedState): void {
  for (const { queryKey, state } of queries) {
    queryClient.setQueryData(queryKey, state.data, { updatedAt: state.dataUpdatedAt });
  }
}
