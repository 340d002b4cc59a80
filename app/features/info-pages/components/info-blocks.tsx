import { Link } from "react-router";
import { useT } from "~/lib/i18n/i18n";
import { AlertIcon, CheckIcon, ChevronRightIcon, CloseIcon } from "~/components/ui/icons";
import type { InfoBlock } from "../types";
import { FaqList } from "./faq-list";

const MARKERS = {
  check: <CheckIcon size={18} className="mt-0.5 shrink-0 text-brand-600" />,
  cross: <CloseIcon size={18} className="mt-0.5 shrink-0 text-red-600" />,
} as const;

function BlockView({ block }: { block: InfoBlock }) {
  const t = useT();
  switch (block.type) {
    case "paragraph":
      return <p className="text-gray-700">{block.text}</p>;
    case "list": {
      const marker = block.marker && block.marker !== "bullet" ? MARKERS[block.marker] : null;
      return marker ? (
        <ul className="space-y-2 text-gray-700">
          {block.items.map((item) => (
            <li key={item} className="flex gap-2">
              {marker}
              <span>{item}</span>
            </li>
          ))}
        </ul>
      ) : (
        <ul className="list-disc space-y-1.5 pl-5 text-gray-700 marker:text-brand-600">
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      );
    }
    case "table":
      return (
        // Focusable so a keyboard can scroll a table wider than the phone (axe: scrollable region).
        <div
          className="overflow-x-auto rounded-xl border border-gray-200"
          tabIndex={0}
          role="region"
          aria-label={block.caption}
        >
          <table className="w-full text-left text-sm">
            <caption className="bg-gray-50 px-4 py-2 text-left text-sm font-semibold text-gray-900">
              {block.caption}
            </caption>
            <thead className="bg-gray-50 text-xs uppercase tracking-wide text-gray-600">
              <tr>
                {block.columns.map((column, i) => (
                  <th key={i} scope="col" className="px-4 py-2 font-semibold">
                    {column === "" ? (
                      <span className="sr-only">{t("pages.infoPage.tableItem")}</span>
                    ) : (
                      column
                    )}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-gray-100 bg-white">
              {block.rows.map((row, r) => {
                const total = block.lastRowIsTotal === true && r === block.rows.length - 1;
                return (
                  <tr key={r} className={total ? "bg-brand-50 font-bold" : undefined}>
                    {row.map((cell, c) =>
                      c === 0 ? (
                        <th
                          key={c}
                          scope="row"
                          className={`whitespace-nowrap px-4 py-2.5 text-gray-900 ${total ? "font-bold" : "font-medium"}`}
                        >
                          {cell}
                        </th>
                      ) : (
                        <td key={c} className="px-4 py-2.5 text-gray-800">
                          {cell}
                        </td>
                      ),
                    )}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      );
    case "disclosure":
      return (
        <details className="group rounded-xl border border-gray-200 bg-white">
          <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-3 px-4 py-2.5 text-sm font-semibold text-gray-900 hover:bg-gray-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600 [&::-webkit-details-marker]:hidden">
            <span>{block.summary}</span>
            <ChevronRightIcon
              size={18}
              className="shrink-0 text-gray-500 transition-transform group-open:rotate-90"
            />
          </summary>
          <ul className="columns-2 gap-x-4 px-4 pb-4 pt-1 text-sm leading-7 text-gray-700 sm:columns-3">
            {block.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </details>
      );
    case "note":
      return (
        <p
          className={`flex gap-2 rounded-xl px-4 py-3 text-sm ${
            block.tone === "warning" ? "bg-amber-50 text-amber-900" : "bg-brand-50 text-brand-700"
          }`}
        >
          <AlertIcon size={18} className="mt-0.5 shrink-0" />
          <span>{block.text}</span>
        </p>
      );
    case "faq":
      return <FaqList items={block.items} />;
    case "links":
      return (
        <ul className="flex flex-wrap gap-2">
          {block.items.map((link) => (
            <li key={link.to}>
              <Link
                to={link.to}
                className="inline-flex min-h-10 items-center gap-1 rounded-full border border-brand-600 px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50"
              >
                {link.label}
                <ChevronRightIcon size={16} />
              </Link>
            </li>
          ))}
        </ul>
      );
  }
}

export function InfoBlocks({ blocks }: { blocks: readonly InfoBlock[] }) {
  return (
    <div className="space-y-4">
      {blocks.map((block, i) => (
        <BlockView key={i} block={block} />
      ))}
    </div>
  );
}
