import { useId, useState, type FormEvent } from "react";
import toast from "react-hot-toast";
import { firstCategory } from "@domain/catalogue";
import { Button } from "~/components/ui/button";
import { TextField, inputClasses } from "~/components/ui/field";
import { FormSelect } from "./form-select";
import { Modal } from "~/components/ui/modal";
import type { Product } from "~/lib/types";
import { updateProduct } from "../api";
import { failureToast } from "../failure-toast";
import {
  descriptionText,
  editCategoryOptions,
  toUpdateProductData,
  type EditProductFields,
} from "../product-data";

/** "Edit Product" (SPEC §2.15): no validation (SPEC §5); save or cancel closes it. */
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
  const [busy, setBusy] = useState(false);
  const descriptionId = useId();
  const options = editCategoryOptions(product.category);
  const set =
    (key: "name" | "description" | "price" | "category" | "brand") =>
    (event: { target: { value: string } }) =>
      setFields((current) => ({ ...current, [key]: event.target.value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      const reply = await updateProduct(toUpdateProductData(product._id, fields, product.price));
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
          <FormSelect label="Category" value={fields.category} onChange={set("category")}>
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </FormSelect>
        </div>
        <TextField label="Brand" name="brand" value={fields.brand} onChange={set("brand")} />
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
