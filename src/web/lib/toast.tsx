/**
 * Toasts (sonner) without putting sonner on every page's critical path: the library and its <Toaster>
 * load with the first toast. Spec 01 §9 "Toast defaults": one toast at a time, 5 s; errors destructive.
 * Use `toast.error(title, { description })`, `toast.success(…)` or `toast.message(…)`.
 */
import { useEffect, useSyncExternalStore, type ComponentType } from "react";
// Types only: erased from the bundle, so sonner itself still loads with the first toast.
import type * as SonnerModule from "sonner";
import type { ExternalToast } from "sonner";
import { useTranslation } from "react-i18next";

type Sonner = typeof SonnerModule;
type Options = ExternalToast;

let loaded: Sonner | undefined;
let loading: Promise<Sonner> | undefined;
let resolveMounted: () => void = () => undefined;
const mounted = new Promise<void>((resolve) => {
  resolveMounted = resolve;
});
const listeners = new Set<() => void>();

function load(): Promise<Sonner> {
  loading ??= import("sonner").then((module) => {
    loaded = module;
    for (const listener of listeners) listener();
    return module;
  });
  return loading;
}

/** Sonner only shows toasts sent after its <Toaster> has mounted, so wait for both. */
const show = (send: (sonner: Sonner) => void) => {
  void load()
    .then(() => mounted)
    .then(() => send(loaded!));
};

export const toast = {
  success: (title: string, options?: Options) => show((sonner) => sonner.toast.success(title, options)),
  error: (title: string, options?: Options) => show((sonner) => sonner.toast.error(title, options)),
  message: (title: string, options?: Options) => show((sonner) => sonner.toast(title, options)),
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

function MountSignal() {
  useEffect(() => resolveMounted(), []);
  return null;
}

/** Renders sonner's <Toaster> once the first toast has loaded it. Mount once, in the app providers. */
export function ToastHost() {
  const { t } = useTranslation();
  // The server snapshot: nothing is loaded there, as on the browser's first render.
  const sonner = useSyncExternalStore(
    subscribe,
    () => loaded,
    () => loaded,
  );
  if (!sonner) return null;
  const Toaster: ComponentType<React.ComponentProps<Sonner["Toaster"]>> = sonner.Toaster;
  return (
    <>
      {/* At the bottom: at the top a toast covered the header's buttons on a phone (Back, 'Add Tag'), and
          a finger resting on it pauses its timer, so the button stayed hidden. */}
      {/* Sonner names its close button and region in English ("Close toast"); ours follow the language. */}
      <Toaster
        visibleToasts={1}
        duration={5000}
        position="bottom-center"
        richColors
        closeButton
        containerAriaLabel={t("common.toasts")}
        toastOptions={{ closeButtonAriaLabel: t("common.closeToast") }}
      />
      <MountSignal />
    </>
  );
}
