/**
 * The progress bar of a running upload (decision 005): a labelled `progressbar` with its percentage as text
 * below.
 * @param percent 0…100, as `Math.round(fraction * 100)` of `uploadFile`'s progress
 */
export function UploadProgress({ label, text, percent }: { label: string; text: string; percent: number }) {
  return (
    <div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 overflow-hidden rounded-full bg-stone-200"
      >
        <div className="h-full bg-brand-700 transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      <p className="mt-1 text-sm font-semibold text-stone-800">{text}</p>
    </div>
  );
}
