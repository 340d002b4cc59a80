import { useState, type KeyboardEvent } from "react";
import type { Route } from "./+types/seller._index";
import { BulkImportPanel } from "~/features/bulk-import/components/bulk-import-panel";
import { SellerPage } from "~/features/seller-auth/components/seller-layout";
import { SpreadsheetImportPanel } from "~/features/spreadsheet/components/spreadsheet-import-panel";
import { AddProductForm } from "~/features/seller-products/components/add-product-form";
import { pageMeta } from "~/lib/meta";

export const meta: Route.MetaFunction = () => pageMeta("Add Product");

const TABS = [
  { id: "single", label: "Single Product" },
  { id: "bulk", label: "Bulk Import" },
] as const;
type Tab = (typeof TABS)[number]["id"];

const BULK_KINDS = [
  { id: "json", label: "JSON file" },
  { id: "sheet", label: "Spreadsheet (CSV, XLSX)" },
] as const;
type BulkKind = (typeof BULK_KINDS)[number]["id"];

/** Bulk import (SPEC §2.15) from the spec's JSON file, or from a spreadsheet (issue 10). */
function BulkImport() {
  const [kind, setKind] = useState<BulkKind>("json");
  return (
    <>
      <div
        role="group"
        aria-label="Import from"
        className="mb-4 flex flex-wrap items-center gap-2 text-sm"
      >
        <span className="hidden text-gray-600 sm:inline">Import from:</span>
        {BULK_KINDS.map((k) => (
          <button
            key={k.id}
            type="button"
            aria-pressed={kind === k.id}
            onClick={() => setKind(k.id)}
            className={`rounded-full px-3 py-1.5 font-semibold ring-1 ${kind === k.id ? "bg-brand-600 text-white ring-brand-600" : "bg-white text-gray-700 ring-gray-300 hover:ring-brand-600"}`}
          >
            {k.label}
          </button>
        ))}
      </div>
      {kind === "json" ? <BulkImportPanel /> : <SpreadsheetImportPanel />}
    </>
  );
}

/** /seller (SPEC §2.15): add one product, or many from a JSON file or a spreadsheet. */
export default function SellerAddProduct() {
  const [tab, setTab] = useState<Tab>("single");

  function onKeyDown(event: KeyboardEvent) {
    if (event.key !== "ArrowRight" && event.key !== "ArrowLeft") return;
    const next: Tab = tab === "single" ? "bulk" : "single";
    setTab(next);
    document.getElementById(`tab-${next}`)?.focus();
  }

  return (
    <SellerPage title="Add Product">
      <div
        role="tablist"
        aria-label="How to add"
        className="inline-flex rounded-xl bg-gray-200/70 p-1"
        onKeyDown={onKeyDown}
      >
        {TABS.map((t) => (
          <button
            key={t.id}
            id={`tab-${t.id}`}
            type="button"
            role="tab"
            aria-selected={tab === t.id}
            aria-controls={`panel-${t.id}`}
            tabIndex={tab === t.id ? 0 : -1}
            onClick={() => setTab(t.id)}
            className={`rounded-lg px-4 py-2 text-sm font-semibold ${tab === t.id ? "bg-white text-brand-700 shadow-sm" : "text-gray-600 hover:text-gray-900"}`}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div id={`panel-${tab}`} role="tabpanel" aria-labelledby={`tab-${tab}`} className="mt-4">
        {tab === "single" ? (
          <div className="max-w-2xl rounded-2xl bg-white p-4 shadow-sm ring-1 ring-gray-100 sm:p-6">
            <AddProductForm />
          </div>
        ) : (
          <BulkImport />
        )}
      </div>
    </SellerPage>
  );
}
