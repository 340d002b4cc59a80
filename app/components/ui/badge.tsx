import type { ReactNode } from "react";

type Tone = "brand" | "gray" | "red" | "amber";

const TONES: Record<Tone, string> = {
  brand: "bg-brand-100 text-brand-700",
  gray: "bg-gray-100 text-gray-700",
  red: "bg-red-100 text-red-700",
  amber: "bg-amber-100 text-amber-800",
};

export function Badge({
  tone = "gray",
  children,
  className = "",
}: {
  tone?: Tone;
  children: ReactNode;
  className?: string;
}) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ${TONES[tone]} ${className}`}
    >
      {children}
    </span>
  );
}

/** The small number on the cart icon. */
export function CountBubble({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <span
      aria-hidden="true"
      className="absolute -right-1.5 -top-1.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-accent-500 px-1 text-[11px] font-bold leading-none text-gray-900"
    >
      {count > 99 ? "99+" : count}
    </span>
  );
}
