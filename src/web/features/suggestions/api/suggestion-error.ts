/** Which step of a suggestion failed, so the page shows the spec's matching toast (spec 01 §8). */
export class SuggestionError extends Error {
  override name = "SuggestionError";
  constructor(
    readonly step: "upload" | "create",
    override readonly cause: unknown,
  ) {
    super(step === "upload" ? "image upload failed" : "suggestion could not be filed");
  }
}
