/**
 * Per-type illustration for places without a photo (most OpenStreetMap places have none). Inline SVG:
 * no network request, crisp at any size, and the same 16:10 box as a photo so nothing shifts.
 */
import type { ReactNode } from "react";
import type { PlaceType } from "../../../shared/constants";
import { cn } from "../../lib/cn";

const INK = "#0f766e";
const line = {
  fill: "none",
  stroke: INK,
  strokeWidth: 5,
  strokeLinecap: "round",
  strokeLinejoin: "round",
} as const;

const cup = (
  <>
    <path d="M122 88h64v34a26 26 0 0 1-26 26h-12a26 26 0 0 1-26-26z" {...line} fill="#fff" />
    <path d="M186 98h8a13 13 0 0 1 0 26h-9" {...line} />
    <path d="M106 158h96" {...line} />
    <path
      d="M140 58c-6 8 6 12 0 20M158 54c-6 8 6 12 0 20M176 58c-6 8 6 12 0 20"
      {...line}
      stroke="#f59e0b"
      strokeWidth={4}
    />
  </>
);

type Scene = { sky: string; blob: string; isOutdoor?: boolean; motif: ReactNode };

const SCENES: Record<PlaceType, Scene> = {
  cafe: { sky: "#fef3c7", blob: "#fde68a", motif: cup },
  kindercafe: {
    sky: "#ffe4e6",
    blob: "#fecdd3",
    motif: (
      <>
        <g transform="translate(-24 4)">{cup}</g>
        <path d="M222 88q-6 22 4 40t-4 30" {...line} strokeWidth={2.5} />
        <ellipse cx="222" cy="66" rx="18" ry="22" fill="#fb7185" />
        <path d="M216 56a8 8 0 0 1 8-6" fill="none" stroke="#fff" strokeWidth={3} strokeLinecap="round" />
      </>
    ),
  },
  restaurant: {
    sky: "#ffedd5",
    blob: "#fed7aa",
    motif: (
      <>
        <circle cx="160" cy="112" r="40" {...line} fill="#fff" />
        <circle cx="160" cy="112" r="24" {...line} stroke="#fdba74" />
        <path d="M96 74v20a8 8 0 0 0 16 0V74M104 74v80" {...line} />
        <path d="M218 154V74c10 6 12 22 12 36h-12" {...line} />
      </>
    ),
  },
  playground: {
    sky: "#e0f2fe",
    blob: "#bae6fd",
    isOutdoor: true,
    motif: (
      <>
        <path d="M104 158V70M128 158V70M104 92h24M104 114h24M104 136h24" {...line} />
        <path d="M128 70h14q12 0 20 16l28 58q5 12 18 12h8" {...line} stroke="#f97316" strokeWidth={9} />
        <path d="M98 70h36" {...line} />
      </>
    ),
  },
  park: {
    sky: "#dcfce7",
    blob: "#bbf7d0",
    isOutdoor: true,
    motif: (
      <>
        <path d="M130 156v-50M194 156v-36" {...line} stroke="#92400e" strokeWidth={7} />
        <circle cx="130" cy="86" r="32" fill="#34d399" />
        <circle cx="112" cy="100" r="18" fill="#10b981" />
        <circle cx="194" cy="104" r="24" fill="#10b981" />
        <circle cx="206" cy="112" r="14" fill="#059669" />
      </>
    ),
  },
  activity_center: {
    sky: "#ede9fe",
    blob: "#ddd6fe",
    motif: (
      <>
        <rect x="112" y="112" width="44" height="44" rx="8" fill="#fb7185" />
        <rect x="164" y="112" width="44" height="44" rx="8" fill="#60a5fa" />
        <rect x="138" y="64" width="44" height="44" rx="8" fill="#fbbf24" />
        <circle cx="160" cy="86" r="8" fill="#fff" />
        <path d="M124 134h20M176 126l20 20" {...line} stroke="#fff" />
      </>
    ),
  },
  library: {
    sky: "#e0e7ff",
    blob: "#c7d2fe",
    motif: (
      <>
        <rect x="108" y="86" width="20" height="70" rx="4" fill="#f97316" />
        <rect x="132" y="74" width="24" height="82" rx="4" fill={INK} />
        <rect x="160" y="92" width="18" height="64" rx="4" fill="#fbbf24" />
        <rect x="186" y="80" width="20" height="78" rx="4" fill="#60a5fa" transform="rotate(12 196 119)" />
        <path d="M98 158h124" {...line} />
      </>
    ),
  },
  museum: {
    sky: "#f5f5f4",
    blob: "#e7e5e4",
    motif: (
      <>
        <path d="M104 86l56-30 56 30z" {...line} fill="#fff" />
        <path d="M118 96v48M141 96v48M164 96v48M187 96v48M206 96v48" {...line} strokeWidth={8} />
        <path d="M100 156h120" {...line} strokeWidth={7} />
      </>
    ),
  },
  shopping_center: {
    sky: "#fce7f3",
    blob: "#fbcfe8",
    motif: (
      <>
        <path d="M116 86h88l-7 70h-74z" {...line} fill="#fff" />
        <path d="M140 98V80a20 20 0 0 1 40 0v18" {...line} />
        <circle cx="160" cy="124" r="10" fill="#f472b6" />
      </>
    ),
  },
  sports_facility: {
    sky: "#ccfbf1",
    blob: "#99f6e4",
    isOutdoor: true,
    motif: (
      <>
        <circle cx="160" cy="108" r="42" {...line} fill="#fff" />
        <path d="M160 94l14 10-5 16h-18l-5-16z" fill={INK} />
        <path
          d="M160 94V68M174 104l24-8M169 120l14 20M151 120l-14 20M146 104l-24-8"
          {...line}
          strokeWidth={3}
        />
      </>
    ),
  },
  other: {
    sky: "#f0fdfa",
    blob: "#ccfbf1",
    motif: (
      <>
        <path d="M160 156s-38-36-38-66a38 38 0 0 1 76 0c0 30-38 66-38 66z" fill="#fb7185" />
        <circle cx="160" cy="90" r="14" fill="#fff" />
      </>
    ),
  },
};

/** Without a `label` the drawing is decorative and hidden from assistive technology. */
export function PlacePlaceholder({
  type,
  label,
  className,
}: {
  type: PlaceType;
  label?: string;
  className?: string;
}) {
  const scene = SCENES[type] ?? SCENES.other;
  return (
    <svg
      viewBox="0 0 320 200"
      preserveAspectRatio="xMidYMid slice"
      role={label ? "img" : undefined}
      aria-label={label || undefined}
      aria-hidden={label ? undefined : true}
      className={cn("block size-full", className)}
    >
      <rect width="320" height="200" fill={scene.sky} />
      <circle cx="28" cy="30" r="58" fill={scene.blob} opacity="0.7" />
      <circle cx="300" cy="190" r="72" fill={scene.blob} opacity="0.7" />
      {scene.isOutdoor ? (
        <>
          <circle cx="262" cy="46" r="18" fill="#fbbf24" />
          <path d="M0 166c60-22 120-18 170-6s110 8 150-8v48H0z" fill="#86efac" />
        </>
      ) : (
        <ellipse cx="160" cy="164" rx="86" ry="9" fill={scene.blob} />
      )}
      {scene.motif}
    </svg>
  );
}
