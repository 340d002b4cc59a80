/**
 * The dashed area that opens the file picker. The input is cleared after each pick, so the
 * same file can be picked again after a fix.
 */
export function FileDrop({
  accept,
  multiple = false,
  disabled,
  inputLabel,
  stacked = false,
  onFiles,
  children,
}: {
  accept: string;
  multiple?: boolean;
  disabled: boolean;
  inputLabel: string;
  /** Centred in a column (the pictures' step) rather than in one line. */
  stacked?: boolean;
  onFiles: (files: FileList | null) => void;
  children: React.ReactNode;
}) {
  const layout = stacked
    ? "flex-col items-center justify-center px-4 py-6 text-center"
    : "items-center gap-3 px-4 py-4";
  return (
    <label
      className={`mt-3 flex cursor-pointer ${layout} rounded-xl border-2 border-dashed border-gray-300 hover:border-brand-600 focus-within:border-brand-600 focus-within:ring-2 focus-within:ring-brand-600/30 ${disabled ? "pointer-events-none opacity-60" : ""}`}
    >
      <input
        type="file"
        accept={accept}
        multiple={multiple}
        disabled={disabled}
        className="sr-only"
        aria-label={inputLabel}
        onChange={(event) => {
          onFiles(event.target.files);
          event.target.value = "";
        }}
      />
      {children}
    </label>
  );
}
