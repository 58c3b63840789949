import { useMemo } from 'react';
import { encode } from 'uqr';

/** One path of unit squares, one per dark module: a few kilobytes of SVG for an otpauth URI. */
function pathOf(modules: readonly (readonly boolean[])[]): string {
  let d = '';
  modules.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) d += `M${x} ${y}h1v1h-1z`;
    }),
  );
  return d;
}

/**
 * The otpauth URI as a QR code, drawn as SVG elements by React: no image URL, no inline style,
 * nothing the console's CSP refuses. Medium error correction and the standard four-module quiet
 * zone, so a phone reads it from a screen at a slant.
 */
export function QrCode({ text, label }: { text: string; label: string }) {
  const qr = useMemo(() => encode(text, { ecc: 'M', border: 4 }), [text]);
  return (
    <svg className="qr-code" role="img" aria-label={label} viewBox={`0 0 ${qr.size} ${qr.size}`} shapeRendering="crispEdges">
      <rect width={qr.size} height={qr.size} fill="#fff" />
      <path d={pathOf(qr.data)} fill="#000" />
    </svg>
  );
}
