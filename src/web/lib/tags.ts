/**
 * `GET /api/tags?applies_to=places|courses`: the active tags of a category in display order (spec 01 §7
 * "Read tags"), for the filter chips of /places and /courses. A tag is shown in the visitor's language
 * (German name, or the English one when there is one).
 */
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { TTag, TTagList } from "#shared/schemas/tags";
import { api } from "./api-client";

export const tagsQueryOptions = (appliesTo: "places" | "courses") =>
  queryOptions({
    queryKey: ["tags", appliesTo],
    queryFn: ({ signal }) => api<TTagList>(`/tags?applies_to=${appliesTo}`, { signal }),
    staleTime: 10 * 60_000,
  });

export const useTags = (appliesTo: "places" | "courses") => useQuery(tagsQueryOptions(appliesTo));

/** The tag's name in the visitor's language. */
export const tagLabel = (tag: Pick<TTag, "name_de" | "name_en">, language: string | undefined): string =>
  language === "en" && tag.name_en ? tag.name_en : tag.name_de;
