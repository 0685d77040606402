import { useMutation } from "@tanstack/react-query";
import type { TCourseSuggestion, TCreateCourseSuggestionRequest } from "#shared/schemas/suggestions";
import { api } from "#web/lib/api-client";
import { SuggestionError } from "./suggestion-error";

/** `POST /api/course-suggestions` (spec 01 §7 "Insert course_suggestions"). */
export async function createCourseSuggestion(
  input: TCreateCourseSuggestionRequest,
): Promise<TCourseSuggestion> {
  try {
    return await api<TCourseSuggestion>("/course-suggestions", { method: "POST", body: input });
  } catch (error) {
    throw new SuggestionError("create", error);
  }
}

export const useCreateCourseSuggestion = () => useMutation({ mutationFn: createCourseSuggestion });
