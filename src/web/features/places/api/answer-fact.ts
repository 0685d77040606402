/**
 * Family-fact answers (decision 016): `POST /api/places/:id/facts` saves the signed-in user's answer and
 * returns the fact as now shown; `GET /api/places/:id/facts/mine` lists the user's own answers;
 * `…/facts/questions` and `…/facts/dismissals` offer and wave away the open questions.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { FactKey } from "#shared/family-facts";
import type { TFactAnswer, TFactQuestions, TMyFactAnswers, TPlaceFact } from "#shared/schemas/facts";
import type { TPlaceDetail } from "#shared/schemas/places";
import { api } from "#web/lib/api-client";
import { placeQueryOptions } from "./get-place";

const myAnswersKey = (placeId: string) => ["places", "facts", "mine", placeId] as const;
const questionsKey = (placeId: string) => ["places", "facts", "questions", placeId] as const;

/** The open questions of a place the signed-in parent favourited (none for other places). */
export const factQuestionsQueryOptions = (placeId: string) =>
  queryOptions({
    queryKey: questionsKey(placeId),
    queryFn: ({ signal }) =>
      api<TFactQuestions>(`/places/${encodeURIComponent(placeId)}/facts/questions`, { signal }),
  });

export const useFactQuestions = (placeId: string) => useQuery(factQuestionsQueryOptions(placeId));

/** "Weiß nicht" to an open question: it is not asked again for 30 days. */
export const useDismissQuestion = (placeId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (key: FactKey) =>
      api<void>(`/places/${encodeURIComponent(placeId)}/facts/dismissals`, { method: "POST", body: { key } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: questionsKey(placeId) }),
  });
};

/** The signed-in parent's own answers about a place. */
export const myFactAnswersQueryOptions = (placeId: string) =>
  queryOptions({
    queryKey: myAnswersKey(placeId),
    queryFn: ({ signal }) =>
      api<TMyFactAnswers>(`/places/${encodeURIComponent(placeId)}/facts/mine`, { signal }),
  });

export const useMyFactAnswers = (placeId: string, isSignedIn: boolean) =>
  useQuery({ ...myFactAnswersQueryOptions(placeId), enabled: isSignedIn });

export const useAnswerFact = (placeId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answer: TFactAnswer) =>
      api<TPlaceFact>(`/places/${encodeURIComponent(placeId)}/facts`, { method: "POST", body: answer }),
    onSuccess: (fact, answer) => {
      // The page shows the new state at once; lists filtered by facts ask the server again.
      queryClient.setQueryData(
        placeQueryOptions(placeId).queryKey,
        (place: TPlaceDetail | undefined) =>
          place && {
            ...place,
            facts: place.facts.some((shown) => shown.key === fact.key)
              ? place.facts.map((shown) => (shown.key === fact.key ? fact : shown))
              : [...place.facts, fact],
          },
      );
      queryClient.setQueryData(myAnswersKey(placeId), (mine: TMyFactAnswers | undefined) => ({
        answers: [
          ...(mine?.answers.filter((own) => own.key !== answer.key) ?? []),
          {
            key: answer.key,
            value: answer.value,
            location: answer.location ?? [],
            answered_at: fact.last_confirmed_at,
          },
        ],
      }));
      void queryClient.invalidateQueries({ queryKey: questionsKey(placeId) });
      void queryClient.invalidateQueries({ queryKey: ["places", "list"] });
    },
  });
};
