import { isValidCurp } from '../application/curp.ts';
import type { MarketId } from '../market/markets.ts';

/**
 * Identity documents accepted per market, with the number format each carries. Nigeria:
 * NIN 11 digits (NIMC); voter's card VIN 19 letters/digits (INEC); driver's licence
 * 3 letters then 9-10 letters/digits (FRSC, e.g. ABC12345AB12); international passport
 * one letter and 8 digits (NIS). Mexico: INE voter key (clave de elector, 18) or CURP (18,
 * checked in full by RENAPO's rules: birth date, state and check digit).
 */
export const ID_TYPES = {
  NG: {
    nin: /^\d{11}$/,
    voterCard: /^[A-Z0-9]{19}$/,
    driverLicence: /^[A-Z]{3}[A-Z0-9]{9,10}$/,
    passport: /^[A-Z]\d{8}$/,
  },
  MX: {
    ine: /^[A-Z]{6}\d{8}[HM]\d{3}$/,
    curp: /^[A-Z]{4}\d{6}[HMX][A-Z]{5}[A-Z0-9]\d$/,
  },
} as const satisfies Record<MarketId, Record<string, RegExp>>;

export type NigerianIdType = keyof (typeof ID_TYPES)['NG'];
export type MexicanIdType = keyof (typeof ID_TYPES)['MX'];
export type IdType = NigerianIdType | MexicanIdType;

export function idTypesOf(market: MarketId): IdType[] {
  return Object.keys(ID_TYPES[market]) as IdType[];
}

/** Spaces and dashes people type from the card are dropped; letters compared upper case. */
export function normalizeIdNumber(value: string): string {
  return value.replace(/[\s-]/g, '').toUpperCase();
}

export function isValidIdNumber(market: MarketId, idType: string, value: string): boolean {
  const formats = ID_TYPES[market] as Record<string, RegExp>;
  const format = Object.hasOwn(formats, idType) ? formats[idType] : undefined;
  const id = normalizeIdNumber(value);
  if (format === undefined || !format.test(id)) return false;
  return idType === 'curp' ? isValidCurp(id) : true;
}

/** What may be shown or logged of an ID number: its last 4 characters. */
export function maskIdNumber(value: string): string {
  const clean = normalizeIdNumber(value);
  return `${'*'.repeat(Math.max(0, clean.length - 4))}${clean.slice(-4)}`;
}
