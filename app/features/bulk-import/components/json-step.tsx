import { useEffect, useMemo, useState } from "react";
import toast from "react-hot-toast";
import { MESSAGES } from "@domain/messages";
import { FileDrop } from "~/components/import/file-drop";
import { ImportStep } from "~/components/import/import-step";
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
    <ImportStep id="bulk-step-2" number={2} title="Upload the JSON file" aside={<SampleLink />}>
      <p className="mt-1 text-sm text-gray-600">
        An object with a <code className="rounded bg-gray-100 px-1">products</code> array: name,
        description (list), price, category (list) and image (file names).
      </p>
      <FileDrop
        accept=".json,application/json"
        disabled={disabled}
        inputLabel="JSON file"
        onFiles={(files) => void pick(files?.[0])}
      >
        <span className="font-semibold text-brand-700">
          {loaded ? "Choose another file" : "Choose JSON file"}
        </span>
        {loaded ? <span className="truncate text-sm text-gray-600">{loaded.fileName}</span> : null}
      </FileDrop>
      <JsonProblems problems={problems} />
    </ImportStep>
  );
}
