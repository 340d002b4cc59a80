import { useId, useState, type FormEvent } from "react";
import toast from "react-hot-toast";
import { SELLER_CATEGORY_OPTIONS } from "@domain/catalogue";
import { Button } from "~/components/ui/button";
import { TextField, inputClasses } from "~/components/ui/field";
import { FormSelect } from "./form-select";
import { addProduct } from "../api";
import {
  canSubmitAddProduct,
  skuAndStock,
  toAddProductData,
  type AddProductFields,
} from "../product-data";
import { failureToast } from "../failure-toast";
import { ImageSlots, emptySlots, type Slots } from "./image-slots";

const EMPTY: AddProductFields = { name: "", description: "", category: "", price: "" };

/** Single product (SPEC §2.15): images, name, description lines, category, price. */
export function AddProductForm() {
  const [fields, setFields] = useState<AddProductFields>(EMPTY);
  const [slots, setSlots] = useState<Slots>(emptySlots);
  const [sku, setSku] = useState("");
  const [stockCount, setStockCount] = useState("");
  const [busy, setBusy] = useState(false);
  const descriptionId = useId();
  const set = (key: keyof AddProductFields) => (event: { target: { value: string } }) =>
    setFields((current) => ({ ...current, [key]: event.target.value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!canSubmitAddProduct(fields) || busy) return;
    setBusy(true);
    try {
      const images = slots.flatMap((slot) => (slot?.file ? [slot.file] : []));
      const reply = await addProduct(
        { ...toAddProductData(fields), ...skuAndStock(sku, stockCount) },
        images,
      );
      if (!reply.success) {
        toast.error(reply.message ?? "Failed to add product");
        return;
      }
      toast.success(reply.message ?? "Product added successfully");
      slots.forEach((slot) => slot && URL.revokeObjectURL(slot.previewUrl));
      setSlots(emptySlots());
      setFields(EMPTY);
      setSku("");
      setStockCount("");
    } catch (error) {
      failureToast(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} className="space-y-5" aria-label="Add a single product">
      <ImageSlots slots={slots} onChange={setSlots} />
      <TextField
        label="Product Name"
        name="name"
        required
        value={fields.name}
        onChange={set("name")}
        placeholder="e.g. Skyflakes Crackers 250g"
      />
      <div>
        <label htmlFor={descriptionId} className="mb-1 block text-sm font-medium text-gray-700">
          Product Description
        </label>
        <textarea
          id={descriptionId}
          name="description"
          rows={4}
          value={fields.description}
          onChange={set("description")}
          placeholder={"One line per bullet point\ne.g. Crunchy and light\nPack of 10"}
          className={`${inputClasses} h-auto py-2`}
          aria-describedby={`${descriptionId}-hint`}
        />
        <p id={`${descriptionId}-hint`} className="mt-1 text-xs text-gray-500">
          Each line becomes one bullet under “About Product”.
        </p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormSelect
          label="Category"
          name="category"
          required
          value={fields.category}
          onChange={set("category")}
        >
          <option value="">Select category</option>
          {SELLER_CATEGORY_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </FormSelect>
        <TextField
          label="Price (₱)"
          name="price"
          type="number"
          inputMode="decimal"
          step="0.01"
          min="0"
          required
          value={fields.price}
          onChange={set("price")}
          placeholder="0.00"
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="SKU (optional)"
          name="sku"
          value={sku}
          onChange={(e) => setSku(e.target.value)}
          maxLength={64}
          placeholder="e.g. BIS-0042"
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
          placeholder="Leave empty to not count"
        />
      </div>
      <Button
        type="submit"
        size="lg"
        className="w-full sm:w-auto"
        busy={busy}
        disabled={!canSubmitAddProduct(fields)}
      >
        ADD PRODUCT
      </Button>
    </form>
  );
}
