import { useT } from '../../shared/i18n/i18n-store.ts';
import { code128Bars } from './code128.ts';

/** Scanners want a clear margin of at least 10 modules either side of the bars. */
const QUIET = 10;

/**
 * A cash reference as the barcode the OXXO till scans (Code 128), drawn here as SVG: no image
 * from the vendor's host (our CSP loads images from our own origin only), and it still shows
 * offline or when the vendor sent no image. Black on white whatever the theme, as a scanner needs.
 */
export function ReferenceBarcode({ reference }: { reference: string }) {
  const t = useT();
  const bars = code128Bars(reference);
  const last = bars.at(-1);
  const width = (last ? last.x + last.width : 0) + 2 * QUIET;
  return (
    <svg className="repay__barcode" role="img" aria-label={t('repay.oxxo.barcode', { reference })} viewBox={`0 0 ${width} 50`} preserveAspectRatio="none" shapeRendering="crispEdges">
      <rect width={width} height={50} fill="#fff" />
      {bars.map((bar) => (
        <rect key={bar.x} className="barcode__bar" x={bar.x + QUIET} y={0} width={bar.width} height={50} fill="#000" />
      ))}
    </svg>
  );
}
