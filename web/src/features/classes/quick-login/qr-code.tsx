import { useMemo } from 'react';
import QRCode from 'qrcode';

/** The quiet zone around the code, in modules (scanners need a light border). */
const MARGIN = 3;

/** One SVG path of the dark modules: drawn here, in the browser, nothing fetched. */
export function qrPath(text: string): { size: number; path: string } {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const parts: string[] = [];
  for (let row = 0; row < modules.size; row += 1) {
    for (let col = 0; col < modules.size; col += 1) {
      if (modules.get(row, col)) parts.push(`M${col + MARGIN} ${row + MARGIN}h1v1h-1z`);
    }
  }
  return { size: modules.size + 2 * MARGIN, path: parts.join('') };
}

/** A QR code of `text` as crisp SVG (prints sharp); `label` is what a screen reader hears. */
export function QrCode({ text, label, className }: { text: string; label: string; className?: string }) {
  const { size, path } = useMemo(() => qrPath(text), [text]);
  return (
    <svg role="img" aria-label={label} viewBox={`0 0 ${size} ${size}`} shapeRendering="crispEdges" className={className}>
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
