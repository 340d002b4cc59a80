import { useState, type FormEvent } from "react";
import toast from "react-hot-toast";
import { firstCategory } from "@domain/catalogue";
import { MAX_PRODUCT_IMAGES } from "@domain/image-files";
import { Button } from "~/components/ui/button";
import { useConfirm } from "~/components/ui/confirm-dialog";
import { Modal } from "~/components/ui/modal";
import type { Product } from "~/lib/types";
import { failureToast } from "~/lib/failure-toast";
import { FormSelect } from "./form-select";
import { updateProduct } from "../api";
import {
  descriptionText,
  editCategoryGroups,
  storefrontCategoriesOf,
  toUpdateProductData,
} from "../product-data";
import type { Slots } from "./image-slots";
import { ProductHistory } from "./product-history";
import { ProductFormCore, type ProductFormValues } from "./product-form-core";

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
  const [values, setValues] = useState<ProductFormValues>(() => ({
    name: product.name,
    description: descriptionText(product.description),
    price: String(product.price),
    category: firstCategory(product.category),
    brand: product.brand ?? "",
    bestseller: product.bestseller === true,
    sku: product.sku ?? "",
    stockCount: product.stockCount === null ? "" : String(product.stockCount),
  }));
  const [slots, setSlots] = useState<Slots>(() => initialSlots(product.image));
  const [busy, setBusy] = useState(false);
  const { confirm, dialog } = useConfirm();
  const groups = editCategoryGroups(product.category);
  const outsideStorefront = storefrontCategoriesOf(values.category).length === 0;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (
      outsideStorefront &&
      !(await confirm({
        title: "Save outside the storefront?",
        message: `${NO_STOREFRONT_CATEGORY_WARNING} Save anyway?`,
        confirmLabel: "Save anyway",
        cancelLabel: "Go back",
      }))
    )
      return;
    setBusy(true);
    try {
      const { image, uploads } = photoChanges(slots);
      const photosChanged = uploads.length > 0 || image.join("\n") !== product.image.join("\n");
      const reply = await updateProduct(
        {
          ...toUpdateProductData(product._id, values, product.price),
          sku: values.sku.trim(),
          stockCount: values.stockCount.trim(),
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
        <ProductFormCore
          mode="edit"
          values={values}
          onChange={(patch) => setValues((current) => ({ ...current, ...patch }))}
          slots={slots}
          onSlots={setSlots}
          category={
            <div>
              <FormSelect
                label="Category"
                value={values.category}
                onChange={(event) =>
                  setValues((current) => ({ ...current, category: event.target.value }))
                }
              >
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
          }
        />
        <ProductHistory productId={product._id} />
        <div className="flex flex-col-reverse gap-2 border-t border-gray-100 pt-4 sm:flex-row sm:justify-end">
          <Button variant="ghost" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" busy={busy}>
            Save Changes
          </Button>
        </div>
      </form>
      {dialog}
    </Modal>
  );
}
