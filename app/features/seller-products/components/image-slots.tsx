import { useEffect, useRef, useState } from "react";
import toast from "react-hot-toast";
import { imageFileProblem } from "@domain/image-files";
import { MAX_PRODUCT_IMAGES } from "@domain/store";
import { Spinner } from "~/components/ui/button";
import { CloseIcon, PlusIcon } from "~/components/ui/icons";
import { downscaleImage } from "~/lib/downscale-image";

export interface SlotImage {
  file: File;
  previewUrl: string;
}

export type Slots = (SlotImage | null)[];

export const emptySlots = (): Slots => Array.from({ length: MAX_PRODUCT_IMAGES }, () => null);

/**
 * Up to four picture slots (SPEC §2.15): each opens the picker, shows a preview and can be
 * emptied. Files are checked with the spec's messages, then shrunk for upload.
 */
export function ImageSlots({ slots, onChange }: { slots: Slots; onChange: (next: Slots) => void }) {
  const [busySlot, setBusySlot] = useState<number | null>(null);
  const latest = useRef(slots);
  useEffect(() => {
    latest.current = slots;
  });
  // Previews are object URLs: free them when the form goes away.
  useEffect(
    () => () => latest.current.forEach((slot) => slot && URL.revokeObjectURL(slot.previewUrl)),
    [],
  );

  async function pick(index: number, file: File | undefined) {
    if (!file) return;
    const problem = imageFileProblem(file);
    if (problem) {
      toast.error(problem);
      return;
    }
    setBusySlot(index);
    const upload = await downscaleImage(file);
    setBusySlot(null);
    const next = [...latest.current];
    const old = next[index];
    if (old) URL.revokeObjectURL(old.previewUrl);
    next[index] = { file: upload, previewUrl: URL.createObjectURL(upload) };
    onChange(next);
  }

  function remove(index: number) {
    const next = [...slots];
    const old = next[index];
    if (old) URL.revokeObjectURL(old.previewUrl);
    next[index] = null;
    onChange(next);
  }

  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium text-gray-700">Product Images</legend>
      <div className="grid grid-cols-4 gap-2 sm:gap-3">
        {slots.map((slot, index) => (
          <div key={index} className="relative aspect-square">
            <label
              className={`flex h-full w-full cursor-pointer items-center justify-center overflow-hidden rounded-xl border-2 border-dashed bg-white text-gray-400 hover:border-brand-600 hover:text-brand-700 focus-within:border-brand-600 focus-within:ring-2 focus-within:ring-brand-600/30 ${slot ? "border-gray-200" : "border-gray-300"}`}
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
              {busySlot === index ? (
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
