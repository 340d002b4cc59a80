import QRCode from "qrcode";
import { useMemo } from "react";

/** One SVG path of the dark modules: small, crisp at any print size, made in the page. */
export function qrPath(text: string): { size: number; d: string } {
  const qr = QRCode.create(text, { errorCorrectionLevel: "M" });
  const { size, data } = qr.modules;
  let d = "";
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) if (data[y * size + x]) d += `M${x} ${y}h1v1h-1z`;
  }
  return { size, d };
}

/** A QR code of `text`, generated locally (no network), with a 4-module quiet zone. */
export function QrCode({
  text,
  label,
  className,
}: {
  text: string;
  label: string;
  className?: string;
}) {
  const { size, d } = useMemo(() => qrPath(text), [text]);
  const view = size + 8;
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`-4 -4 ${view} ${view}`}
      shapeRendering="crispEdges"
      className={className}
    >
      <rect x={-4} y={-4} width={view} height={view} fill="#fff" />
      <path d={d} fill="#000" />
    </svg>
  );
}
