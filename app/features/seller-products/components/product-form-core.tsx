import { useId, type Dispatch, type SetStateAction } from "react";
import { TextField, inputClasses } from "~/components/ui/field";
import type { EditProductFields } from "../product-data";
import { ImageSlots, type Slots } from "./image-slots";

/** Everything both product forms edit; adding leaves brand and bestseller as they start. */
export interface ProductFormValues extends EditProductFields {
  sku: string;
  stockCount: string;
}

export type ProductFormMode = "add" | "edit";

const WORDS = {
  add: {
    name: "Product Name",
    description: "Product Description",
    skuPlaceholder: "e.g. BIS-0042",
    stockPlaceholder: "Leave empty to not count",
  },
  edit: {
    name: "Name",
    description: "Description",
    skuPlaceholder: undefined,
    stockPlaceholder: "Empty: not counted",
  },
} as const;

/**
 * The fields of adding and of editing a product (SPEC §2.15): photos, name, description lines,
 * price and category, SKU and stock count; editing adds brand and bestseller. Adding checks
 * its required fields; editing has no validation (SPEC §5) and lets the photos be reordered.
 * The category's list differs (editing offers the product's own and the fixed ones): the form
 * hands it in.
 */
export function ProductFormCore({
  mode,
  values,
  onChange,
  slots,
  onSlots,
  category,
}: {
  mode: ProductFormMode;
  values: ProductFormValues;
  onChange: (patch: Partial<ProductFormValues>) => void;
  slots: Slots;
  onSlots: Dispatch<SetStateAction<Slots>>;
  category: React.ReactNode;
}) {
  const descriptionId = useId();
  const adding = mode === "add";
  const words = WORDS[mode];
  const text =
    (key: "name" | "description" | "price" | "brand" | "sku" | "stockCount") =>
    (event: { target: { value: string } }) =>
      onChange({ [key]: event.target.value });
  const price = (
    <TextField
      label="Price (₱)"
      name="price"
      type="number"
      inputMode="decimal"
      step="0.01"
      min="0"
      required={adding}
      value={values.price}
      onChange={text("price")}
      placeholder={adding ? "0.00" : undefined}
    />
  );

  return (
    <>
      <ImageSlots slots={slots} onChange={onSlots} reorderable={!adding} />
      <TextField
        label={words.name}
        name="name"
        required={adding}
        value={values.name}
        onChange={text("name")}
        placeholder={adding ? "e.g. Skyflakes Crackers 250g" : undefined}
        data-autofocus={adding ? undefined : true}
      />
      <div>
        <label htmlFor={descriptionId} className="mb-1 block text-sm font-medium text-gray-700">
          {words.description}
        </label>
        <textarea
          id={descriptionId}
          name={adding ? "description" : undefined}
          rows={4}
          value={values.description}
          onChange={text("description")}
          placeholder={
            adding ? "One line per bullet point\ne.g. Crunchy and light\nPack of 10" : undefined
          }
          className={`${inputClasses} h-auto py-2`}
          aria-describedby={adding ? `${descriptionId}-hint` : undefined}
        />
        {adding ? (
          <p id={`${descriptionId}-hint`} className="mt-1 text-xs text-gray-500">
            Each line becomes one bullet under “About Product”.
          </p>
        ) : null}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {adding ? category : price}
        {adding ? price : category}
      </div>
      {adding ? null : (
        <TextField label="Brand" name="brand" value={values.brand} onChange={text("brand")} />
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="SKU (optional)"
          name="sku"
          value={values.sku}
          onChange={text("sku")}
          maxLength={64}
          placeholder={words.skuPlaceholder}
        />
        <TextField
          label="Stock count (optional)"
          name="stockCount"
          type="number"
          inputMode="numeric"
          step="1"
          min="0"
          value={values.stockCount}
          onChange={text("stockCount")}
          placeholder={words.stockPlaceholder}
        />
      </div>
      {adding ? null : (
        <label className="flex items-center gap-2 text-sm font-medium text-gray-700">
          <input
            type="checkbox"
            checked={values.bestseller}
            onChange={(event) => onChange({ bestseller: event.target.checked })}
            className="h-5 w-5 rounded border-gray-300 accent-brand-600"
          />
          Bestseller
        </label>
      )}
    </>
  );
}
