/**
 * "Ist das Ihre Einrichtung?" on the page of a family-education place (decisions/020):
 * shows the provider an admin linked to the place (its name, linking to /provider/{id}); otherwise a
 * button that lets a provider send a claim with an optional message. Signed-out visitors get the sign-in
 * prompt; signed-in users without a provider profile are sent to the provider area first. Places of
 * other types render nothing and fetch nothing. Strings: the place page's "facts" namespace (`claims.*`),
 * so no namespace of its own is added to the app shell's loader table.
 */
import { Building2, Clock, Send } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { Link } from "react-router";
import type { PlaceType } from "#shared/constants";
import { CLAIMABLE_PLACE_TYPES, PLACE_CLAIM_MESSAGE_MAX } from "#shared/place-claims";
import type { TPlaceClaimState } from "#shared/schemas/place-claims";
import { Button, buttonClass } from "#web/components/ui/button";
import { TextField } from "#web/components/ui/field";
import { useSignInPrompt } from "#web/components/use-sign-in-prompt";
import { ApiError } from "#web/lib/api-client";
import { useAuth } from "#web/lib/auth";
import { useNow } from "#web/lib/now";
import { formatRelativeTime } from "#web/lib/relative-time";
import { toast } from "#web/lib/toast";
import { useTranslation } from "react-i18next";
import { useClaimPlace, usePlaceClaim } from "../api/place-claims";

const NAMESPACE = "facts";

export function PlaceClaim({ placeId, type }: { placeId: string; type: PlaceType }) {
  const isClaimableType = (CLAIMABLE_PLACE_TYPES as readonly PlaceType[]).includes(type);
  if (!isClaimableType) return null;
  return <ClaimPanel placeId={placeId} />;
}

function ClaimPanel({ placeId }: { placeId: string }) {
  const { i18n } = useTranslation(NAMESPACE);
  const { user, isLoading } = useAuth();
  const userId = user?.id ?? null;
  const claim = usePlaceClaim(placeId, userId, !isLoading);
  // Nothing until both the answer and the strings are here, so no key or wrong state flashes.
  if (!claim.data || !i18n.hasLoadedNamespace(NAMESPACE)) return null;
  const state = claim.data;
  if (state.owner) return <OwnerLine owner={state.owner} />;
  if (!state.is_claimable) return null;
  return <ClaimSection placeId={placeId} userId={userId} state={state} />;
}

function OwnerLine({ owner }: { owner: NonNullable<TPlaceClaimState["owner"]> }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-stone-800">
      <Building2 aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
      <span className="font-semibold">{t("claims.owner")}:</span>
      <Link
        to={`/provider/${owner.provider_id}`}
        aria-label={t("claims.ownerLink", { name: owner.name })}
        className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-4"
      >
        {owner.name}
      </Link>
    </p>
  );
}

function ClaimSection({
  placeId,
  userId,
  state,
}: {
  placeId: string;
  userId: string | null;
  state: TPlaceClaimState;
}) {
  const { t, i18n } = useTranslation(NAMESPACE);
  const now = new Date(useNow());
  const [isOpen, setIsOpen] = useState(false);
  const signIn = useSignInPrompt(t("claims.signInAction"));
  const panelId = useId();
  const own = state.viewer?.claim ?? null;

  if (own?.status === "pending") {
    return (
      <p role="status" className="flex items-start gap-2 rounded-2xl bg-amber-50 p-3 text-amber-950">
        <Clock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-amber-700" />
        {t("claims.pending", { ago: formatRelativeTime(own.created_at, i18n.language, now) })}
      </p>
    );
  }

  const toggle = () => {
    if (!state.viewer) {
      signIn.ask();
      return;
    }
    setIsOpen((open) => !open);
  };

  return (
    <div className="flex flex-col gap-2">
      <Button
        variant="soft"
        className="self-start"
        aria-expanded={state.viewer ? isOpen : undefined}
        aria-controls={state.viewer && isOpen ? panelId : undefined}
        onClick={toggle}
      >
        <Building2 aria-hidden="true" className="size-5" />
        {t("claims.open")}
      </Button>
      {signIn.prompt}
      {own?.status === "rejected" && !isOpen ? (
        <p className="text-sm text-stone-700">{t("claims.rejected")}</p>
      ) : null}
      {state.viewer && isOpen ? (
        <div id={panelId} className="rounded-2xl border border-stone-200 bg-white p-4 shadow-sm">
          <p className="text-stone-800">{t("claims.intro")}</p>
          {state.viewer.provider_id ? (
            <ClaimForm placeId={placeId} userId={userId} onClose={() => setIsOpen(false)} />
          ) : (
            <div className="mt-3 flex flex-col gap-3">
              <p className="font-semibold text-stone-900">{t("claims.needsProfile")}</p>
              <Link to="/provider" className={buttonClass({ variant: "primary", className: "self-start" })}>
                {t("claims.toProviderArea")}
              </Link>
            </div>
          )}
        </div>
      ) : null}
    </div>
  );
}

function ClaimForm({
  placeId,
  userId,
  onClose,
}: {
  placeId: string;
  userId: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation(NAMESPACE);
  const [message, setMessage] = useState("");
  const claimPlace = useClaimPlace(placeId, userId);
  const fieldId = useId();
  const isTooLong = message.trim().length > PLACE_CLAIM_MESSAGE_MAX;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (isTooLong) return;
    // The form unmounts once the claim is pending, so the toasts follow the promise, not the observer.
    claimPlace.mutateAsync({ message: message.trim() || null }).then(
      () => toast.success(t("claims.sent")),
      (error: unknown) =>
        toast.error(
          t(error instanceof ApiError && error.status === 409 ? "claims.conflict" : "claims.failed"),
        ),
    );
  };
  return (
    <form onSubmit={submit} className="mt-3 flex flex-col gap-3" noValidate>
      <TextField
        id={fieldId}
        rows={4}
        label={t("claims.messageLabel")}
        optionalText={t("claims.optional")}
        value={message}
        onChange={(event) => setMessage(event.target.value)}
        error={isTooLong ? t("claims.tooLong") : undefined}
        hint={t("claims.messageHint")}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={claimPlace.isPending}>
          <Send aria-hidden="true" className="size-4" />
          {t("claims.submit")}
        </Button>
        <Button variant="secondary" onClick={onClose}>
          {t("claims.cancel")}
        </Button>
      </div>
    </form>
  );
}
