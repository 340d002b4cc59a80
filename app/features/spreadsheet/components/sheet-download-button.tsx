import { useState } from "react";
import { Button } from "~/components/ui/button";
import { toastFailure } from "~/lib/http";
import { downloadSheet, type SheetDownload } from "../api";
import type { SheetFormat } from "../sheet-model";

// ours: the contract has no message for a failed download
const DOWNLOAD_FAILED = "The download failed. Please try again.";

/** A button that downloads a template or the catalogue, busy while the file is fetched. */
export function SheetDownloadButton({
  kind,
  format,
  children,
  variant = "outline",
  className,
}: {
  kind: SheetDownload;
  format: SheetFormat;
  children: React.ReactNode;
  variant?: "outline" | "ghost";
  className?: string;
}) {
  const [busy, setBusy] = useState(false);
  async function download() {
    setBusy(true);
    try {
      await downloadSheet(kind, format);
    } catch (error) {
      toastFailure(error, DOWNLOAD_FAILED);
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button
      size="sm"
      variant={variant}
      busy={busy}
      className={className}
      onClick={() => void download()}
    >
      {children}
    </Button>
  );
}
