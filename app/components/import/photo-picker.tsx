import { useEffect, useState } from "react";
import toast from "react-hot-toast";
import { CloseIcon } from "~/components/ui/icons";
import { formatBytes, mergeImages, totalBytes } from "~/lib/import-files";
import { FileDrop } from "./file-drop";
import { ImportStep } from "./import-step";

/** What one import screen calls its pictures step and its parts. */
export interface PhotoPickerWords {
  title: React.ReactNode;
  hint: string;
  inputLabel: string;
  choose: string;
  /** The picture, one and several: "image", "images". */
  noun: readonly [string, string];
  clear: string;
}

/**
 * Step 1 of both import screens: the pictures, picked at once, each checked with the spec's
 * per-file messages (a same-named file replaces the one there). The JSON screen shows
 * thumbnails; the spreadsheet screen names only, so a catalogue's worth stays light on a phone.
 */
export function PhotoPicker({
  id,
  words,
  thumbnails,
  images,
  onChange,
  disabled,
}: {
  id: string;
  words: PhotoPickerWords;
  thumbnails: boolean;
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
  const remove = (file: File) => onChange(images.filter((f) => f !== file));

  return (
    <ImportStep id={id} number={1} title={words.title}>
      <p className="mt-1 text-sm text-gray-600">{words.hint}</p>
      <FileDrop
        accept="image/*"
        multiple
        disabled={disabled}
        inputLabel={words.inputLabel}
        stacked={thumbnails}
        onFiles={add}
      >
        <span className="font-semibold text-brand-700">{words.choose}</span>
        <span className="text-xs text-gray-500">JPG, PNG, GIF or WebP, 5MB each</span>
      </FileDrop>
      {images.length > 0 ? (
        <>
          <div
            className={`${thumbnails ? "mt-4" : "mt-3"} flex items-center justify-between gap-2`}
          >
            <p className="text-sm font-medium text-gray-800" aria-live="polite">
              {images.length} {images.length === 1 ? words.noun[0] : words.noun[1]} selected (
              {formatBytes(totalBytes(images))})
            </p>
            <button
              type="button"
              onClick={() => onChange([])}
              disabled={disabled}
              className="text-sm font-semibold text-red-700 hover:underline disabled:opacity-50"
            >
              {words.clear}
            </button>
          </div>
          {thumbnails ? (
            <ul className="mt-3 grid max-h-80 grid-cols-4 gap-3 overflow-y-auto p-1 sm:grid-cols-6 lg:grid-cols-8">
              {images.map((file) => (
                <Thumb key={file.name} file={file} onRemove={() => remove(file)} />
              ))}
            </ul>
          ) : (
            <ul className="mt-2 flex max-h-40 flex-wrap gap-2 overflow-y-auto">
              {images.map((file) => (
                <NameChip
                  key={file.name}
                  file={file}
                  disabled={disabled}
                  onRemove={() => remove(file)}
                />
              ))}
            </ul>
          )}
        </>
      ) : null}
    </ImportStep>
  );
}

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

function NameChip({
  file,
  disabled,
  onRemove,
}: {
  file: File;
  disabled: boolean;
  onRemove: () => void;
}) {
  return (
    <li className="flex max-w-full items-center gap-1 rounded-full bg-gray-100 py-1 pl-3 pr-1 text-xs text-gray-800">
      <span className="truncate" title={file.name}>
        {file.name}
      </span>
      <button
        type="button"
        disabled={disabled}
        onClick={onRemove}
        aria-label={`Remove ${file.name}`}
        className="flex h-6 w-6 shrink-0 items-center justify-center rounded-full text-gray-500 hover:bg-gray-200 hover:text-red-700"
      >
        <CloseIcon size={10} />
      </button>
    </li>
  );
}
