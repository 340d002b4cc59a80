import { MESSAGES } from "@domain/messages";
import { Button } from "~/components/ui/button";
import { AlertIcon } from "~/components/ui/icons";
import { Modal } from "~/components/ui/modal";
import { useT } from "~/lib/i18n/i18n";

/** SPEC §5: a failed COD address check at Place Order. */
export function BarangayNotCoveredDialog({
  message,
  onUpdate,
  onContinue,
}: {
  message: string;
  onUpdate: () => void;
  onContinue: () => void;
}) {
  const t = useT();
  return (
    <Modal title={t(MESSAGES.BARANGAY_NOT_COVERED_TITLE)} onClose={onUpdate} size="sm">
      <div className="flex gap-3">
        <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-amber-100 text-amber-700">
          <AlertIcon size={22} />
        </span>
        <p className="text-sm text-gray-700">{message}</p>
      </div>
      <div className="mt-5 grid grid-cols-2 gap-3">
        <Button variant="outline" onClick={onUpdate} data-autofocus>
          {t(MESSAGES.BARANGAY_NOT_COVERED_UPDATE)}
        </Button>
        <Button onClick={onContinue}>{t(MESSAGES.BARANGAY_NOT_COVERED_CONTINUE)}</Button>
      </div>
    </Modal>
  );
}
