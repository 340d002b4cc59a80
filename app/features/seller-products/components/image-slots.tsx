import { useEffect, useRef, useState, type Dispatch, type SetStateAction } from "react";
import toast from "react-hot-toast";
import { imageFileProblem } from "@domain/image-files";
import { MAX_PRODUCT_IMAGES } from "@domain/image-files";
import { Spinner } from "~/components/ui/button";
import { PlusIcon, ChevronLeftIcon, ChevronRightIcon, CloseIcon } from "~/components/ui/icons";
import { downscaleInWorker } from "~/lib/downscale/downscale-pool";

/** A picture in a slot: a new file to upload, or (editing) one the product already has. */
export interface SlotImage {
  file?: File;
  /** The stored /media URL of a picture the product already has. */
  url?: string;
  previewUrl: string;
}

const release = (slot: SlotImage | null | undefined) => {
  if (slot?.file) URL.revokeObjectURL(slot.previewUrl);
};

export type Slots = (SlotImage | null)[];

export const emptySlots = (): Slots => Array.from({ length: MAX_PRODUCT_IMAGES }, () => null);

/**
 * Up to four picture slots (SPEC §2.15): each opens the picker (a filled one to replace its
 * picture), shows a preview and can be emptied; with `reorderable`, moved earlier or later.
 * Files are checked with the spec's messages, then shrunk for upload.
 *
 * Several files may be picked before the first has been shrunk: each result is written into
 * the latest slots (kept in a ref updated at once, not after the next render), so a quick
 * second pick never overwrites the first.
 */
export function ImageSlots({
  slots,
  onChange,
  reorderable = false,
}: {
  slots: Slots;
  /** A state setter: every change is an update of the latest slots, applied in order. */
  onChange: Dispatch<SetStateAction<Slots>>;
  reorderable?: boolean;
}) {
  const [busy, setBusy] = useState<ReadonlySet<number>>(new Set());
  const latest = useRef(slots);
  useEffect(() => {
    latest.current = slots;
  }, [slots]);
  // Previews of new files are object URLs: free them when the form goes away.
  useEffect(() => () => latest.current.forEach(release), []);

  const markBusy = (index: number, on: boolean) =>
    setBusy((current) => {
      const next = new Set(current);
      if (on) next.add(index);
      else next.delete(index);
      return next;
    });

  /** Changes one slot of the latest slots (never of a copy taken before an await). */
  const setSlot = (index: number, value: SlotImage | null) =>
    onChange((current) => {
      const next = [...current];
      if (next[index] !== value) release(next[index]);
      next[index] = value;
      return next;
    });

  async function pick(index: number, file: File | undefined) {
    if (!file) return;
    const problem = imageFileProblem(file);
    if (problem) {
      toast.error(problem);
      return;
    }
    markBusy(index, true);
    try {
      const upload = await downscaleInWorker(file);
      setSlot(index, { file: upload, previewUrl: URL.createObjectURL(upload) });
    } finally {
      markBusy(index, false);
    }
  }

  function remove(index: number) {
    setSlot(index, null);
  }

  function move(index: number, by: -1 | 1) {
    onChange((current) => {
      const target = index + by;
      if (target < 0 || target >= current.length) return current;
      const next = [...current];
      [next[index], next[target]] = [next[target] ?? null, next[index] ?? null];
      return next;
    });
  }

  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium text-gray-700">Product Images</legend>
      <div className="grid grid-cols-4 gap-2 sm:gap-3">
        {slots.map((slot, index) => (
          <div key={index} className="relative aspect-square">
            <label
              className={`flex h-full w-full cursor-pointer items-center justify-center overflow-hidden rounded-xl border-2 border-dashed bg-white text-gray-600 hover:border-brand-600 hover:text-brand-700 focus-within:border-brand-600 focus-within:ring-2 focus-within:ring-brand-600/30 ${slot ? "border-gray-200" : "border-gray-300"}`}
            >
              <input
                type="file"
                accept="image/*"
                className="sr-only"
                aria-label={`Image ${index + 1}`}
                onChange={(event) => {
                  void pick(index, event.target.files?.[0]);
                  event.target.value = "";
                }}
              />
              {busy.has(index) ? (
                <Spinner className="h-6 w-6" />
              ) : slot ? (
                <img
                  src={slot.previewUrl}
                  alt={`Image ${index + 1} preview`}
                  className="h-full w-full object-cover"
                />
              ) : (
                <span className="flex flex-col items-center gap-1 text-xs font-medium">
                  <PlusIcon size={22} />
                  <span className="hidden sm:inline">Upload</span>
                </span>
              )}
            </label>
            {slot ? (
              <button
                type="button"
                onClick={() => remove(index)}
                aria-label={`Remove image ${index + 1}`}
                className="absolute -right-2 -top-2 flex h-7 w-7 items-center justify-center rounded-full bg-red-600 text-white shadow ring-2 ring-white hover:bg-red-700"
              >
                <CloseIcon size={14} />
              </button>
            ) : null}
            {reorderable && slot ? (
              <div className="absolute inset-x-1 bottom-1 flex justify-between">
                <button
                  type="button"
                  onClick={() => move(index, -1)}
                  disabled={index === 0}
                  aria-label={`Move image ${index + 1} earlier`}
                  className="flex h-7 w-7 items-center justify-center rounded-full bg-white/90 text-gray-800 shadow ring-1 ring-gray-200 disabled:invisible"
                >
                  <ChevronLeftIcon size={14} />
                </button>
                <button
                  type="button"
                  onClick={() => move(index, 1)}
                  disabled={index === slots.length - 1}
                  aria-label={`Move image ${index + 1} later`}
                  className="flex h-7 w-7 items-center justify-center rounded-full bg-white/90 text-gray-800 shadow ring-1 ring-gray-200 disabled:invisible"
                >
                  <ChevronRightIcon size={14} />
                </button>
              </div>
            ) : null}
          </div>
        ))}
      </div>
      <p className="mt-2 text-xs text-gray-500">
        Up to {MAX_PRODUCT_IMAGES} images: JPG, PNG, GIF or WebP, 5MB each. The first one is shown
        in the store.
      </p>
    </fieldset>
  );
}
