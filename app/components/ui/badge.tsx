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
