import { useCallback, useRef, useState, type ReactNode } from "react";
import { useT } from "~/lib/i18n/i18n";
import { Modal } from "./modal";

export interface ConfirmOptions {
  /** The dialog's heading and accessible name, e.g. "Cancel this order?". */
  title: string;
  /** What will happen, in full. */
  message: string;
  /** The button that goes ahead, named for what it does ("Cancel order", "Delete"). */
  confirmLabel: string;
  /** The button that backs out; Escape, the backdrop and the close button do the same. */
  cancelLabel?: string;
  /** A destructive step: the confirm button is red. */
  danger?: boolean;
}

/**
 * The store's own confirm box instead of the browser's: focus starts on the safe choice and
 * stays inside (Modal), Escape backs out, and the confirm button says what it does.
 * `confirm(options)` resolves true when confirmed, false otherwise; render `dialog` once.
 */
export function useConfirm(): {
  confirm: (options: ConfirmOptions) => Promise<boolean>;
  dialog: ReactNode;
} {
  const t = useT();
  const [open, setOpen] = useState<ConfirmOptions | null>(null);
  const settle = useRef<((ok: boolean) => void) | null>(null);

  const confirm = useCallback((options: ConfirmOptions) => {
    settle.current?.(false);
    setOpen(options);
    return new Promise<boolean>((resolve) => {
      settle.current = resolve;
    });
  }, []);

  const close = (ok: boolean) => {
    settle.current?.(ok);
    settle.current = null;
    setOpen(null);
  };

  const dialog = open ? (
    <Modal title={open.title} onClose={() => close(false)} size="sm">
      <p className="text-sm text-gray-700">{open.message}</p>
      <div className="mt-5 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button
          type="button"
          data-autofocus
          onClick={() => close(false)}
          className="h-11 rounded-xl border border-gray-300 bg-white px-4 text-sm font-semibold text-gray-800 hover:bg-gray-50"
        >
          {open.cancelLabel ?? t("ui.goBack")}
        </button>
        <button
          type="button"
          onClick={() => close(true)}
          className={`h-11 rounded-xl px-4 text-sm font-semibold text-white ${open.danger ? "bg-red-700 hover:bg-red-800" : "bg-brand-700 hover:bg-brand-600"}`}
        >
          {open.confirmLabel}
        </button>
      </div>
    </Modal>
  ) : null;

  return { confirm, dialog };
}
