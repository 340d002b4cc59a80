import { useEffect, useState } from "react";
import toast from "react-hot-toast";
import { CloseIcon } from "~/components/ui/icons-shop";
import { formatBytes, mergeImages, totalBytes } from "../bulk-model";

function Thumb({ file, onRemove }: { file: File; onRemove: () => void }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return (
    <li className="relative">
      <div className="aspect-square overflow-hidden rounded-lg bg-gray-100 ring-1 ring-gray-200">
        {url ? (
          <img
            src={url}
            alt=""
            loading="lazy"
            decoding="async"
            className="h-full w-full object-cover"
          />
        ) : null}
      </div>
      <p className="mt-1 truncate text-[11px] text-gray-600" title={file.name}>
        {file.name}
      </p>
      <button
        type="button"
        onClick={onRemove}
        aria-label={`Remove ${file.name}`}
        className="absolute right-1 top-1 flex h-7 w-7 items-center justify-center rounded-full bg-red-600 text-white shadow ring-2 ring-white hover:bg-red-700"
      >
        <CloseIcon size={12} />
      </button>
    </li>
  );
}

/** Step 1 (SPEC §2.15): every picture the JSON names, picked at once, with a thumbnail grid. */
export function ImageStep({
  images,
  onChange,
  disabled,
}: {
  images: File[];
  onChange: (next: File[]) => void;
  disabled: boolean;
}) {
  function add(list: FileList | null) {
    if (!list || list.length === 0) return;
    const { images: next, problems } = mergeImages(images, Array.from(list));
    for (const problem of problems) toast.error(problem, { id: problem });
    onChange(next);
  }

  return (
    <section
      aria-labelledby="bulk-step-1"
      className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-gray-100"
    >
      <h2 id="bulk-step-1" className="font-bold text-gray-900">
        <span className="mr-2 inline-flex h-6 w-6 items-center justify-center rounded-full bg-brand-600 text-xs text-white">
          1
        </span>
        Upload all product images
      </h2>
      <p className="mt-1 text-sm text-gray-600">
        Select every picture your JSON file names. File names must match exactly.
      </p>
      <label
        className={`mt-3 flex cursor-pointer flex-col items-center justify-center rounded-xl border-2 border-dashed border-gray-300 px-4 py-6 text-center hover:border-brand-600 focus-within:border-brand-600 focus-within:ring-2 focus-within:ring-brand-600/30 ${disabled ? "pointer-events-none opacity-60" : ""}`}
      >
        <input
          type="file"
          accept="image/*"
          multiple
          disabled={disabled}
          className="sr-only"
          aria-label="Product images"
          onChange={(event) => {
            add(event.target.files);
            event.target.value = "";
          }}
        />
        <span className="font-semibold text-brand-700">Choose images</span>
        <span className="text-xs text-gray-500">JPG, PNG, GIF or WebP, 5MB each</span>
      </label>
      {images.length > 0 ? (
        <>
          <div className="mt-4 flex items-center justify-between gap-2">
            <p className="text-sm font-medium text-gray-800" aria-live="polite">
              {images.length} {images.length === 1 ? "image" : "images"} selected (
              {formatBytes(totalBytes(images))})
            </p>
            <button
              type="button"
              onClick={() => onChange([])}
              disabled={disabled}
              className="text-sm font-semibold text-red-700 hover:underline disabled:opacity-50"
            >
              Clear All
            </button>
          </div>
          <ul className="mt-3 grid max-h-80 grid-cols-4 gap-3 overflow-y-auto p-1 sm:grid-cols-6 lg:grid-cols-8">
            {images.map((file) => (
              <Thumb
                key={file.name}
                file={file}
                onRemove={() => onChange(images.filter((f) => f !== file))}
              />
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
