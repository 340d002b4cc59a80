import { useEffect, useMemo, useState } from "react";
import toast from "react-hot-toast";
import { MESSAGES } from "@domain/messages";
import { SAMPLE_BULK_JSON, isJsonFile, readBulkJson } from "../bulk-model";
import { jsonFileProblems, loadedWithProblemsMessage, productsWithProblems } from "../load-check";
import { JsonProblems } from "./json-problems";

export interface LoadedJson {
  fileName: string;
  text: string;
  json: { products: unknown[] };
}

function SampleLink() {
  const [href, setHref] = useState<string | null>(null);
  useEffect(() => {
    const url = URL.createObjectURL(
      new Blob([JSON.stringify(SAMPLE_BULK_JSON, null, 2)], { type: "application/json" }),
    );
    setHref(url);
    return () => URL.revokeObjectURL(url);
  }, []);
  if (!href) return null;
  return (
    <a
      href={href}
      download="sample-products.json"
      className="text-sm font-semibold text-brand-700 hover:underline"
    >
      Download a sample JSON
    </a>
  );
}

/** Step 2 (SPEC §2.15, §5): the .json file, checked at once with the spec's messages. */
export function JsonStep({
  loaded,
  onLoad,
  disabled,
}: {
  loaded: LoadedJson | null;
  onLoad: (next: LoadedJson | null) => void;
  disabled: boolean;
}) {
  async function pick(file: File | undefined) {
    if (!file) return;
    if (!isJsonFile(file)) {
      toast.error(MESSAGES.INVALID_JSON_FILE);
      return;
    }
    const text = await file.text();
    const result = readBulkJson(text);
    if (!result.ok) {
      toast.error(result.message);
      onLoad(null);
      return;
    }
    onLoad({ fileName: file.name, text, json: result.json });
    // The spec's success text only for a file whose products are all valid (issue 10).
    const found = jsonFileProblems(result.json);
    if (found.length === 0) toast.success(MESSAGES.JSON_LOADED);
    else {
      const message = loadedWithProblemsMessage(
        productsWithProblems(found),
        result.json.products.length,
      );
      toast.error(message, { id: message });
    }
  }
  const problems = useMemo(() => (loaded ? jsonFileProblems(loaded.json) : []), [loaded]);

  return (
    <section
      aria-labelledby="bulk-step-2"
      className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-gray-100"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="bulk-step-2" className="font-bold text-gray-900">
          <span className="mr-2 inline-flex h-6 w-6 items-center justify-center rounded-full bg-brand-600 text-xs text-white">
            2
          </span>
          Upload the JSON file
        </h2>
        <SampleLink />
      </div>
      <p className="mt-1 text-sm text-gray-600">
        An object with a <code className="rounded bg-gray-100 px-1">products</code> array: name,
        description (list), price, category (list) and image (file names).
      </p>
      <label
        className={`mt-3 flex cursor-pointer items-center gap-3 rounded-xl border-2 border-dashed border-gray-300 px-4 py-4 hover:border-brand-600 focus-within:border-brand-600 focus-within:ring-2 focus-within:ring-brand-600/30 ${disabled ? "pointer-events-none opacity-60" : ""}`}
      >
        <input
          type="file"
          accept=".json,application/json"
          disabled={disabled}
          className="sr-only"
          aria-label="JSON file"
          onChange={(event) => {
            void pick(event.target.files?.[0]);
            event.target.value = "";
          }}
        />
        <span className="font-semibold text-brand-700">
          {loaded ? "Choose another file" : "Choose JSON file"}
        </span>
        {loaded ? <span className="truncate text-sm text-gray-600">{loaded.fileName}</span> : null}
      </label>
      <JsonProblems problems={problems} />
    </section>
  );
}
