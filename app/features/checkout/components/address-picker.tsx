import { useId, useState } from "react";
import { Link } from "react-router";
import { Spinner } from "~/components/ui/button";
import { PlusIcon, MapPinIcon } from "~/components/ui/icons";
import { useMessage, useT } from "~/lib/i18n/i18n";
import type { SavedAddress } from "~/lib/types";

export interface AddressChoices {
  addresses: SavedAddress[];
  loading: boolean;
  error: string | null;
  reload: () => void;
}

const oneLine = (a: SavedAddress) => `${a.street}, ${a.barangay}, ${a.city}`;

/** The delivery address of the Order Summary, with a Change dropdown and an Add address link (SPEC §2.10). */
export function AddressPicker({
  choices,
  selected,
  onSelect,
}: {
  choices: AddressChoices;
  selected: SavedAddress | null;
  onSelect: (id: string) => void;
}) {
  const t = useT();
  const message = useMessage();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const { addresses, loading, error, reload } = choices;

  return (
    <div>
      <div className="flex items-center justify-between gap-2">
        <h3 className="text-sm font-semibold uppercase tracking-wide text-gray-500">
          {t("checkout.address.heading")}
        </h3>
        {addresses.length > 0 ? (
          <button
            type="button"
            aria-expanded={open}
            aria-controls={listId}
            onClick={() => setOpen((v) => !v)}
            className="rounded px-1 text-sm font-semibold text-brand-700 hover:underline"
          >
            {t("checkout.address.change")}
          </button>
        ) : null}
      </div>

      <div className="mt-2 text-sm">
        {loading ? (
          <p role="status" className="flex items-center gap-2 text-gray-600">
            <Spinner /> {t("checkout.address.loading")}
          </p>
        ) : error ? (
          <p role="alert" className="text-red-700">
            {message(error)}{" "}
            <button type="button" onClick={reload} className="font-semibold underline">
              {t("checkout.address.retry")}
            </button>
          </p>
        ) : selected ? (
          <div className="flex gap-2 text-gray-700">
            <MapPinIcon size={18} className="mt-0.5 shrink-0 text-brand-600" />
            <p>
              <span className="font-semibold text-gray-900">
                {selected.firstName} {selected.lastName}
              </span>
              <br />
              {oneLine(selected)}
              <br />
              {selected.landmark ? (
                <>
                  <span data-testid="selected-landmark">
                    {t("checkout.address.landmark", { landmark: selected.landmark })}
                  </span>
                  <br />
                </>
              ) : null}
              <span className="text-gray-500">{selected.phone}</span>
            </p>
          </div>
        ) : (
          <p className="text-gray-600">{t("checkout.address.none")}</p>
        )}
      </div>

      {open && addresses.length > 0 ? (
        <fieldset id={listId} className="mt-3 space-y-2">
          <legend className="sr-only">{t("checkout.address.choose")}</legend>
          {addresses.map((a) => (
            <label
              key={a._id}
              className="flex cursor-pointer gap-2 rounded-lg border border-gray-200 p-2.5 text-sm has-[:checked]:border-brand-600 has-[:checked]:bg-brand-50"
            >
              <input
                type="radio"
                name="delivery-address"
                value={a._id}
                checked={selected?._id === a._id}
                onChange={() => {
                  onSelect(a._id);
                  setOpen(false);
                }}
                className="mt-1 accent-brand-600"
              />
              <span>
                <span className="font-medium text-gray-900">
                  {a.firstName} {a.lastName}
                </span>
                <br />
                <span className="text-gray-600">{oneLine(a)}</span>
                {a.landmark ? (
                  <>
                    <br />
                    <span className="text-gray-600">
                      {t("checkout.address.landmark", { landmark: a.landmark })}
                    </span>
                  </>
                ) : null}
              </span>
            </label>
          ))}
        </fieldset>
      ) : null}

      <Link
        to="/add-address"
        className="mt-2 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:underline"
      >
        <PlusIcon size={16} /> {t("checkout.address.add")}
      </Link>
    </div>
  );
}
