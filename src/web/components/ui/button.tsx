/**
 * Buttons and button-styled links. Every size keeps a 44 px tap target (WCAG 2.5.5 / Lighthouse tap targets);
 * `buttonClass` lets a router <Link> look like a button without nesting interactive elements.
 */
import type { ButtonHTMLAttributes, Ref } from "react";
import { cn } from "#web/lib/cn";

export type ButtonVariant = "primary" | "secondary" | "ghost" | "soft";
export type ButtonSize = "md" | "sm" | "icon";

const base =
  "inline-flex items-center justify-center gap-2 rounded-full font-semibold transition-colors select-none " +
  "disabled:cursor-not-allowed disabled:opacity-60 [&_svg]:shrink-0";

const variants: Record<ButtonVariant, string> = {
  primary: "bg-brand-700 text-white shadow-sm hover:bg-brand-800",
  secondary: "border border-stone-300 bg-white text-stone-900 hover:border-brand-700 hover:text-brand-800",
  ghost: "text-brand-800 hover:bg-brand-50",
  soft: "bg-brand-50 text-brand-800 hover:bg-brand-100",
};

const sizes: Record<ButtonSize, string> = {
  md: "min-h-11 px-5 text-base",
  sm: "min-h-11 px-4 text-sm",
  icon: "size-11",
};

export function buttonClass(
  options: { variant?: ButtonVariant; size?: ButtonSize; className?: string | undefined } = {},
): string {
  return cn(base, variants[options.variant ?? "primary"], sizes[options.size ?? "md"], options.className);
}

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
};

export function Button({
  variant,
  size,
  className,
  type = "button",
  ...props
}: ButtonProps & { ref?: Ref<HTMLButtonElement> }) {
  return <button type={type} className={buttonClass({ variant, size, className })} {...props} />;
}
