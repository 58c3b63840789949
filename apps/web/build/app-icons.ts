import { crc32, deflateSync } from 'node:zlib';
import type { Plugin } from 'vite';

/** The icon sizes an installable web app needs (Chrome asks for 192 and 512). */
export const ICON_SIZES = [192, 512] as const;
export const iconPath = (size: number) => `icons/icon-${size}.png`;

type Rgb = readonly [number, number, number];
const BRAND: Rgb = [0x0a, 0x6b, 0x4f];
const WHITE: Rgb = [0xff, 0xff, 0xff];

/**
 * The favicon's "L" (public/favicon.svg, a 32-unit grid: bar x 10-14 y 8-24, foot x 10-22 y 20-24),
 * white on the brand colour, full bleed. Its farthest corner is 10/32 of the size from the centre,
 * inside a maskable icon's safe circle (0.4), so one image serves as "any" and "maskable".
 */
function isLetter(x: number, y: number, size: number): boolean {
  const gx = ((x + 0.5) * 32) / size;
  const gy = ((y + 0.5) * 32) / size;
  const bar = gx >= 10 && gx < 14 && gy >= 8 && gy < 24;
  const foot = gx >= 10 && gx < 22 && gy >= 20 && gy < 24;
  return bar || foot;
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}

/** A square 8-bit RGB PNG of the app icon; drawn here so no binary is kept in the repository. */
export function iconPng(size: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.writeUInt8(8, 8); // bit depth
  header.writeUInt8(2, 9); // colour type: RGB
  const rowLength = 1 + size * 3;
  const pixels = Buffer.alloc(rowLength * size);
  for (let y = 0; y < size; y++) {
    // Each row starts with filter type 0 (none), left at zero by alloc.
    for (let x = 0; x < size; x++) {
      const colour = isLetter(x, y, size) ? WHITE : BRAND;
      pixels.set(colour, y * rowLength + 1 + x * 3);
    }
  }
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', deflateSync(pixels, { level: 9 })), chunk('IEND', Buffer.alloc(0))]);
}

/** Emits the manifest's PNG icons into the build, beside favicon.svg. */
export function appIcons(): Plugin {
  return {
    name: 'lendline:app-icons',
    apply: 'build',
    generateBundle() {
      for (const size of ICON_SIZES) this.emitFile({ type: 'asset', fileName: iconPath(size), source: iconPng(size) });
    },
  };
}
