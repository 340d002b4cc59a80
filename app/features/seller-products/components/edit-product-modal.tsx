import { useId, useState, type FormEvent } from "react";
import toast from "react-hot-toast";
import { firstCategory } from "@domain/catalogue";
import { MAX_PRODUCT_IMAGES } from "@domain/image-files";
import { Button } from "~/components/ui/button";
import { TextField, inputClasses } from "~/components/ui/field";
import { FormSelect } from "./form-select";
import { Modal } from "~/components/ui/modal";
import type { Product } from "~/lib/types";
import { updateProduct } from "../api";
import { failureToast } from "../failure-toast";
import {
  descriptionText,
  editCategoryGroups,
  storefrontCategoriesOf,
  toUpdateProductData,
  type EditProductFields,
} from "../product-data";
import { ImageSlots, type Slots } from "./image-slots";

export const NO_STOREFRONT_CATEGORY_WARNING =
  "This category is not one of the store's categories: the product will not appear on any category page.";

function initialSlots(images: readonly string[]): Slots {
  return Array.from({ length: MAX_PRODUCT_IMAGES }, (_, i) => {
    const url = images[i];
    return url ? { url, previewUrl: url } : null;
  });
}

/** The photo list for the update call, and the new files it names as "upload:N". */
function photoChanges(slots: Slots) {
  const uploads: File[] = [];
  const image = slots.flatMap((slot) => {
    if (!slot) return [];
    if (slot.file) {
      uploads.push(slot.file);
      return [`upload:${uploads.length - 1}`];
    }
    return slot.url ? [slot.url] : [];
  });
  return { image, uploads };
}

/**
 * "Edit Product" (SPEC §2.15): every field, the photos (add, replace, reorder, remove), SKU
 * and stock count. Saving a category that is in no storefront category asks first.
 */
export function EditProductModal({
  product,
  onClose,
  onSaved,
}: {
  product: Product;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [fields, setFields] = useState<EditProductFields>(() => ({
    name: product.name,
    description: descriptionText(product.description),
    price: String(product.price),
    category: firstCategory(product.category),
    brand: product.brand ?? "",
    bestseller: product.bestseller === true,
  }));
  const [sku, setSku] = useState(product.sku ?? "");
  const [stockCount, setStockCount] = useState(
    product.stockCount === null ? "" : String(product.stockCount),
  );
  const [slots, setSlots] = useState<Slots>(() => initialSlots(product.image));
  const [busy, setBusy] = useState(false);
  const descriptionId = useId();
  const groups = editCategoryGroups(product.category);
  const outsideStorefront = storefrontCategoriesOf(fields.category).length === 0;
  const set =
    (key: "name" | "description" | "price" | "category" | "brand") =>
    (event: { target: { value: string } }) =>
      setFields((current) => ({ ...current, [key]: event.target.value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (outsideStorefront && !window.confirm(`${NO_STOREFRONT_CATEGORY_WARNING} Save anyway?`))
      return;
    setBusy(true);
    try {
      const { image, uploads } = photoChanges(slots);
      const photosChanged = uploads.length > 0 || image.join("\n") !== product.image.join("\n");
      const reply = await updateProduct(
        {
          ...toUpdateProductData(product._id, fields, product.price),
          sku: sku.trim(),
          stockCount: stockCount.trim(),
          ...(photosChanged ? { image } : {}),
        },
        uploads,
      );
      if (!reply.success) {
        toast.error(reply.message ?? "Failed to update product");
        return;
      }
      toast.success(reply.message ?? "Product updated successfully");
      onSaved();
    } catch (error) {
      failureToast(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal title="Edit Product" onClose={onClose} size="lg">
      <form onSubmit={submit} className="space-y-4">
        <ImageSlots slots={slots} onChange={setSlots} reorderable />
        <TextField
          label="Name"
          name="name"
          value={fields.name}
          onChange={set("name")}
          data-autofocus
        />
        <div>
          <label htmlFor={descriptionId} className="mb-1 block text-sm font-medium text-gray-700">
            Description
          </label>
          <textarea
            id={descriptionId}
            rows={4}
            value={fields.description}
            onChange={set("description")}
            className={`${inputClasses} h-auto py-2`}
          />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Price (₱)"
            name="price"
            type="number"
            inputMode="decimal"
            step="0.01"
            min="0"
            value={fields.price}
            onChange={set("price")}
          />
          <div>
            <FormSelect label="Category" value={fields.category} onChange={set("category")}>
              {groups.current.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
              <optgroup label="Store categories">
                {groups.catalogue.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </optgroup>
              <optgroup label="Other categories">
                {groups.fixed.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </optgroup>
            </FormSelect>
            {outsideStorefront ? (
              <p role="alert" className="mt-1 text-xs font-medium text-amber-800">
                {NO_STOREFRONT_CATEGORY_WARNING}
              </p>
            ) : null}
          </div>
        </div>
        <TextField label="Brand" name="brand" value={fields.brand} onChange={set("brand")} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="SKU (optional)"
            name="sku"
            value={sku}
            maxLength={64}
            onChange={(e) => setSku(e.target.value)}
          />
          <TextField
            label="Stock count (optional)"
            name="stockCount"
            type="number"
            inputMode="numeric"
            step="1"
            min="0"
            value={stockCount}
            onChange={(e) => setStockCount(e.target.value)}
            placeholder="Empty: not counted"
          />
        </div>
        <label className="flex items-center gap-2 text-sm font-medium text-gray-700">
          <input
            type="checkbox"
            checked={fields.bestseller}
            onChange={(event) =>
              setFields((current) => ({ ...current, bestseller: event.target.checked }))
            }
            className="h-5 w-5 rounded border-gray-300 accent-brand-600"
          />
          Bestseller
        </label>
        <div className="flex flex-col-reverse gap-2 border-t border-gray-100 pt-4 sm:flex-row sm:justify-end">
          <Button variant="ghost" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" busy={busy}>
            Save Changes
          </Button>
        </div>
      </form>
    </Modal>
  );
}
