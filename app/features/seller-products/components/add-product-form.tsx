import { useState, type FormEvent } from "react";
import toast from "react-hot-toast";
import { SELLER_CATEGORY_OPTIONS } from "@domain/catalogue";
import { Button } from "~/components/ui/button";
import { failureToast } from "~/lib/failure-toast";
import { addProduct } from "../api";
import { canSubmitAddProduct, skuAndStock, toAddProductData } from "../product-data";
import { FormSelect } from "./form-select";
import { emptySlots, type Slots } from "./image-slots";
import { ProductFormCore, type ProductFormValues } from "./product-form-core";

const EMPTY: ProductFormValues = {
  name: "",
  description: "",
  category: "",
  price: "",
  brand: "",
  bestseller: false,
  sku: "",
  stockCount: "",
};

/** Single product (SPEC §2.15): images, name, description lines, category, price. */
export function AddProductForm() {
  const [values, setValues] = useState<ProductFormValues>(EMPTY);
  const [slots, setSlots] = useState<Slots>(emptySlots);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!canSubmitAddProduct(values) || busy) return;
    setBusy(true);
    try {
      const images = slots.flatMap((slot) => (slot?.file ? [slot.file] : []));
      const reply = await addProduct(
        { ...toAddProductData(values), ...skuAndStock(values.sku, values.stockCount) },
        images,
      );
      if (!reply.success) {
        toast.error(reply.message ?? "Failed to add product");
        return;
      }
      toast.success(reply.message ?? "Product added successfully");
      slots.forEach((slot) => slot && URL.revokeObjectURL(slot.previewUrl));
      setSlots(emptySlots());
      setValues(EMPTY);
    } catch (error) {
      failureToast(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} className="space-y-5" aria-label="Add a single product">
      <ProductFormCore
        mode="add"
        values={values}
        onChange={(patch) => setValues((current) => ({ ...current, ...patch }))}
        slots={slots}
        onSlots={setSlots}
        category={
          <FormSelect
            label="Category"
            name="category"
            required
            value={values.category}
            onChange={(event) =>
              setValues((current) => ({ ...current, category: event.target.value }))
            }
          >
            <option value="">Select category</option>
            {SELLER_CATEGORY_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </FormSelect>
        }
      />
      <Button
        type="submit"
        size="lg"
        className="w-full sm:w-auto"
        busy={busy}
        disabled={!canSubmitAddProduct(values)}
      >
        ADD PRODUCT
      </Button>
    </form>
  );
}
