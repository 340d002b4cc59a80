import { MapPinIcon, PhoneIcon } from "~/components/ui/icons";
import { useT } from "~/lib/i18n/i18n";
import type { SavedAddress } from "~/lib/types";
import { addressLines } from "../address-form-model";

/** One saved address, as the profile and the order cards show it. */
export function AddressCard({
  address,
  compact = false,
}: {
  address: Omit<SavedAddress, "_id" | "email"> & { email?: string };
  compact?: boolean;
}) {
  const t = useT();
  const lines = addressLines(address);
  return (
    <address
      className={`not-italic text-sm leading-relaxed text-gray-700 ${compact ? "" : "rounded-xl border border-gray-200 bg-white p-4"}`}
    >
      <p className="font-semibold text-gray-900">{lines.name}</p>
      <p className="flex gap-1.5">
        <MapPinIcon size={16} className="mt-0.5 shrink-0 text-brand-600" />
        <span>
          {lines.street}
          <br />
          {lines.region}
          {address.landmark ? (
            <>
              <br />
              <span className="text-gray-600">
                {t("account.address.landmarkShown", { landmark: address.landmark })}
              </span>
            </>
          ) : null}
        </span>
      </p>
      <p className="mt-1 flex items-center gap-1.5">
        <PhoneIcon size={16} className="shrink-0 text-brand-600" />
        {address.phone}
      </p>
    </address>
  );
}
