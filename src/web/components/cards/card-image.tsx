import { useState, type ReactNode } from "react";
import { cn } from "#web/lib/cn";

/**
 * A photo in a fixed-ratio box: a pulsing skeleton until it has loaded, the fallback (an illustration)
 * when there is no photo or it fails to load (spec 01 §2 "Cards": skeleton until loaded, placeholder
 * when missing). The box never changes size, so nothing around it shifts.
 */
export function CardImage({
  src,
  alt,
  fallback,
  className,
  isEager = false,
}: {
  src: string | null;
  alt: string;
  fallback: ReactNode;
  className?: string;
  isEager?: boolean;
}) {
  const [state, setState] = useState<"loading" | "loaded" | "failed">("loading");
  return (
    <div className={cn("relative aspect-[16/10] overflow-hidden bg-stone-100", className)}>
      {!src || state === "failed" ? (
        fallback
      ) : (
        <>
          {state === "loading" ? (
            <div aria-hidden="true" className="absolute inset-0 animate-pulse bg-stone-200" />
          ) : null}
          <img
            // A server-rendered image can finish loading (or fail) before hydration, whose listeners
            // then never hear of it: read its state once it is attached.
            ref={(img) => {
              if (img?.complete && state === "loading") setState(img.naturalWidth > 0 ? "loaded" : "failed");
            }}
            src={src}
            alt={alt}
            loading={isEager ? "eager" : "lazy"}
            decoding="async"
            onLoad={() => setState("loaded")}
            onError={() => setState("failed")}
            className={cn(
              "size-full object-cover transition-opacity",
              state === "loaded" ? "opacity-100" : "opacity-0",
            )}
          />
        </>
      )}
    </div>
  );
}
