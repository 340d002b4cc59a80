import toast from "react-hot-toast";
import { CloseIcon } from "~/components/ui/icons-shop";
import { formatBytes, mergeImages, totalBytes } from "~/features/bulk-import/bulk-model";

/**
 * Step 1: the photos the file's Images column names (optional: rows may keep their photos or
 * name none). Names only, no thumbnails: a catalogue's worth of photos stays light on a phone.
 */
export function SheetImagePicker({
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
      aria-labelledby="sheet-step-1"
      className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-gray-100"
    >
      <h2 id="sheet-step-1" className="font-bold text-gray-900">
        <span className="mr-2 inline-flex h-6 w-6 items-center justify-center rounded-full bg-brand-600 text-xs text-white">
          1
        </span>
        Pick the product photos <span className="font-normal text-gray-500">(optional)</span>
      </h2>
      <p className="mt-1 text-sm text-gray-600">
        Only for rows whose Images column names new files. File names must match exactly.
      </p>
      <label
        className={`mt-3 flex cursor-pointer items-center gap-3 rounded-xl border-2 border-dashed border-gray-300 px-4 py-4 hover:border-brand-600 focus-within:border-brand-600 focus-within:ring-2 focus-within:ring-brand-600/30 ${disabled ? "pointer-events-none opacity-60" : ""}`}
      >
        <input
          type="file"
          accept="image/*"
          multiple
          disabled={disabled}
          className="sr-only"
          aria-label="Spreadsheet photos"
          onChange={(event) => {
            add(event.target.files);
            event.target.value = "";
          }}
        />
        <span className="font-semibold text-brand-700">Choose photos</span>
        <span className="text-xs text-gray-500">JPG, PNG, GIF or WebP, 5MB each</span>
      </label>
      {images.length > 0 ? (
        <>
          <div className="mt-3 flex items-center justify-between gap-2">
            <p className="text-sm font-medium text-gray-800" aria-live="polite">
              {images.length} {images.length === 1 ? "photo" : "photos"} selected (
              {formatBytes(totalBytes(images))})
            </p>
            <button
              type="button"
              onClick={() => onChange([])}
              disabled={disabled}
              className="text-sm font-semibold text-red-700 hover:underline disabled:opacity-50"
            >
              Clear photos
            </button>
          </div>
          <ul className="mt-2 flex max-h-40 flex-wrap gap-2 overflow-y-auto">
            {images.map((file) => (
              <li
                key={file.name}
                className="flex max-w-full items-center gap-1 rounded-full bg-gray-100 py-1 pl-3 pr-1 text-xs text-gray-800"
              >
                <span className="truncate" title={file.name}>
                  {file.name}
                </span>
                <button
                  type="button"
                  disabled={disabled}
                  onClick={() => onChange(images.filter((f) => f !== file))}
                  aria-label={`Remove ${file.name}`}
                  className="flex h-6 w-6 shrink-0 items-center justify-center rounded-full text-gray-500 hover:bg-gray-200 hover:text-red-700"
                >
                  <CloseIcon size={10} />
                </button>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
