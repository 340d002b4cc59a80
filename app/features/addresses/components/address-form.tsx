import { useId, useState, type FormEvent, type InputHTMLAttributes } from "react";
import toast from "~/lib/toast";
import { useNavigate } from "react-router";
import { BARANGAY_NAMES, findBarangay } from "@domain/delivery";
import { Button } from "~/components/ui/button";
import { TextField, inputClasses } from "~/components/ui/field";
import { toastFailure } from "~/lib/http";
import { useT } from "~/lib/i18n/i18n";
import type { MessageKey } from "~/locales/keys";
import {
  EMPTY_ADDRESS,
  addressBlocker,
  toAddressPayload,
  type RequiredAddressField,
  zoneFeeInfo,
} from "../address-form-model";
import { saveAddress, type AddressInput } from "../api";
import { useCodWords } from "~/lib/cod-words";
import { LandmarkField } from "./landmark-field";
import { ZoneFeeBox } from "./zone-fee-box";

/** The fields' labels (in English, ADDRESS_FIELD_LABELS: a test holds them equal). */
const LABELS: Record<RequiredAddressField, MessageKey> = {
  firstName: "account.address.firstName",
  lastName: "account.address.lastName",
  email: "account.address.email",
  street: "account.address.street",
  barangay: "account.address.barangay",
  city: "account.address.city",
  state: "account.address.state",
  country: "account.address.country",
  phone: "account.address.phone",
};

/** The shipping-address form of SPEC §2.11/§3: every field required; an invalid barangay blocks saving. */
export function AddressForm() {
  const t = useT();
  const addressMessage = useCodWords();
  const navigate = useNavigate();
  const [address, setAddress] = useState<AddressInput>(EMPTY_ADDRESS);
  // The box appears once a barangay is chosen from the list, or typed and left.
  const [barangayLeft, setBarangayLeft] = useState(false);
  const [saving, setSaving] = useState(false);
  const barangayId = useId();
  const listId = `${barangayId}-list`;
  const boxId = `${barangayId}-zone`;

  const set = (key: keyof AddressInput) => (event: { target: { value: string } }) =>
    setAddress((a) => ({ ...a, [key]: event.target.value }));

  const typed = address.barangay.trim();
  const showBox = typed !== "" && (barangayLeft || findBarangay(typed) !== null);
  const info = zoneFeeInfo(address);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    const blocker = addressBlocker(address);
    if (blocker) {
      setBarangayLeft(true);
      toast.error(addressMessage(blocker, address.barangay), { id: "address-form" });
      return;
    }
    setSaving(true);
    try {
      const reply = await saveAddress(toAddressPayload(address));
      toast.success(reply.message || "Address added successfully");
      navigate("/cart");
    } catch (error) {
      toastFailure(error, error instanceof Error ? error.message : undefined);
      setSaving(false);
    }
  }

  const field = (key: RequiredAddressField, extra: InputHTMLAttributes<HTMLInputElement>) => (
    <TextField
      label={t(LABELS[key])}
      name={key}
      value={address[key]}
      onChange={set(key)}
      required
      {...extra}
    />
  );

  return (
    <form onSubmit={onSubmit} className="space-y-4" aria-label={t("account.address.formLabel")}>
      <div className="grid gap-4 sm:grid-cols-2">
        {field("firstName", { autoComplete: "given-name" })}
        {field("lastName", { autoComplete: "family-name" })}
      </div>
      {field("email", { type: "email", autoComplete: "email", inputMode: "email" })}
      {field("street", {
        autoComplete: "address-line1",
        placeholder: t("account.address.streetPlaceholder"),
      })}

      <div>
        <label htmlFor={barangayId} className="mb-1 block text-sm font-medium text-gray-700">
          {t(LABELS.barangay)}
        </label>
        <input
          id={barangayId}
          name="barangay"
          list={listId}
          value={address.barangay}
          onChange={(event) => {
            set("barangay")(event);
            setBarangayLeft(false);
          }}
          onBlur={() => setBarangayLeft(true)}
          required
          autoComplete="off"
          placeholder={t("account.address.barangayPlaceholder")}
          aria-describedby={showBox ? boxId : undefined}
          aria-invalid={showBox && !info.ok ? true : undefined}
          className={inputClasses}
        />
        <datalist id={listId}>
          {BARANGAY_NAMES.map((name) => (
            <option key={name} value={name} />
          ))}
        </datalist>
        <div className="mt-2" aria-live="polite">
          {showBox ? <ZoneFeeBox id={boxId} info={info} barangay={address.barangay} /> : null}
        </div>
      </div>

      <LandmarkField value={address.landmark} onChange={set("landmark")} />

      <div className="grid gap-4 sm:grid-cols-3">
        {field("city", { autoComplete: "address-level2" })}
        {field("state", { autoComplete: "address-level1" })}
        {field("country", { autoComplete: "country-name" })}
      </div>
      {field("phone", {
        type: "tel",
        autoComplete: "tel",
        inputMode: "tel",
        placeholder: "09XX XXX XXXX",
      })}

      <Button type="submit" size="lg" className="w-full" busy={saving}>
        {saving ? t("account.address.saving") : t("account.address.save")}
      </Button>
    </form>
  );
}
