import { Heart } from "lucide-react";
import { useEffect, useRef, type ReactNode } from "react";

/** The thank-you state after feedback or the survey (spec 01 §4: editing → submitting → thank-you). */
export function ThankYou({ title, text, actions }: { title: string; text: string; actions: ReactNode }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <section className="flex flex-col items-center rounded-3xl border border-stone-200 bg-white px-6 py-10 text-center shadow-sm">
      <span className="flex size-16 items-center justify-center rounded-full bg-sun-100 text-brand-700">
        <Heart aria-hidden="true" className="size-8" />
      </span>
      <h2
        ref={headingRef}
        tabIndex={-1}
        className="mt-4 text-2xl font-extrabold text-stone-900 focus:outline-none"
      >
        {title}
      </h2>
      <p className="mt-2 max-w-md text-stone-700">{text}</p>
      <div className="mt-6 flex w-full flex-col gap-2 sm:w-auto sm:flex-row">{actions}</div>
    </section>
  );
}
