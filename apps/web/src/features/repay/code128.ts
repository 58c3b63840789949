/**
 * Code 128 (ISO/IEC 15417), the symbology of OXXO Pay's printed references: the till's scanner
 * reads the reference from our own drawing of it, so the screen needs neither the vendor's
 * barcode image (another origin, which our CSP does not load) nor a network round trip.
 *
 * Each pattern is the widths, in modules, of bar, space, bar, space, bar, space; the stop
 * (106) has a seventh element, its final bar.
 */
// prettier-ignore
export const CODE128_PATTERNS: readonly string[] = [
  '212222', '222122', '222221', '121223', '121322', '131222', '122213', '122312', '132212', '221213',
  '221312', '231212', '112232', '122132', '122231', '113222', '123122', '123221', '223211', '221132',
  '221231', '213212', '223112', '312131', '311222', '321122', '321221', '312212', '322112', '322211',
  '212123', '212321', '232121', '111323', '131123', '131321', '112313', '132113', '132311', '211313',
  '231113', '231311', '112133', '112331', '132131', '113123', '113321', '133121', '313121', '211331',
  '231131', '213113', '213311', '213131', '311123', '311321', '331121', '312113', '312311', '332111',
  '314111', '221411', '431111', '111224', '111422', '121124', '121421', '141122', '141221', '112214',
  '112412', '122114', '122411', '142112', '142211', '241211', '221114', '413111', '241112', '134111',
  '111242', '121142', '121241', '114212', '124112', '124211', '411212', '421112', '421211', '212141',
  '214121', '412121', '111143', '111341', '131141', '114113', '114311', '411113', '411311', '113141',
  '114131', '311141', '411131', '211412', '211214', '211232', '2331112',
];

const START_B = 104;
const START_C = 105;
const CODE_B = 100;
const STOP = 106;

/**
 * The symbol values: a reference of digits in code set C (two digits a symbol, so a 14-digit
 * reference stays short enough to scan from a phone), an odd last digit and any other printable
 * ASCII text in set B; then the check symbol and the stop.
 */
export function code128Symbols(text: string): number[] {
  if (text === '' || !/^[\x20-\x7e]+$/.test(text)) throw new Error('Code 128 draws printable ASCII only');
  const pairs = /^\d+$/.test(text) ? Math.floor(text.length / 2) : 0;
  const values = pairs > 0 ? [START_C] : [START_B];
  for (let i = 0; i < pairs; i++) values.push(Number(text.slice(2 * i, 2 * i + 2)));
  const rest = text.slice(2 * pairs);
  if (rest !== '' && pairs > 0) values.push(CODE_B);
  for (const char of rest) values.push(char.charCodeAt(0) - 32);
  const check = values.reduce((sum, value, position) => sum + value * Math.max(position, 1), 0) % 103;
  return [...values, check, STOP];
}

export interface Bar {
  /** From the left edge of the first bar, in modules. */
  x: number;
  width: number;
}

/** The dark bars of the text's symbols, left to right. */
export function code128Bars(text: string): Bar[] {
  const bars: Bar[] = [];
  let x = 0;
  for (const value of code128Symbols(text)) {
    [...CODE128_PATTERNS[value]!].forEach((width, element) => {
      if (element % 2 === 0) bars.push({ x, width: Number(width) });
      x += Number(width);
    });
  }
  return bars;
}
