import type { FaqItem } from "../types";
import { ChevronDownIcon } from "~/components/ui/icons";

/**
 * Questions as native disclosures: keyboard- and screen-reader-friendly, and they open and
 * close without JavaScript (the page is rendered on the server).
 */
export function FaqList({ items }: { items: readonly FaqItem[] }) {
  return (
    <div className="divide-y divide-gray-200 overflow-hidden rounded-xl border border-gray-200 bg-white">
      {items.map((item) => (
        <details key={item.question} className="group">
          <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-3 px-4 py-3 font-semibold text-gray-900 hover:bg-gray-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600 [&::-webkit-details-marker]:hidden">
            <span>{item.question}</span>
            <ChevronDownIcon
              size={18}
              className="shrink-0 text-gray-500 transition-transform group-open:rotate-180"
            />
          </summary>
          <p className="px-4 pb-4 text-gray-700">{item.answer}</p>
        </details>
      ))}
    </div>
  );
}
