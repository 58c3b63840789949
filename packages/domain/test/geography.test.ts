import { describe, expect, it } from 'vitest';
import {
  CURP_BORN_ABROAD,
  isMexicanStateCode,
  mexicanState,
  mexicanStateByCurp,
  mexicanStates,
} from '../src/geography/mexico.ts';
import { isLgaOf, isNigerianStateCode, lgasOf, nigerianStates } from '../src/geography/nigeria.ts';

// LGAs per state from the First Schedule of the 1999 Constitution (774 in all).
const LGA_COUNTS: Record<string, number> = {
  'NG-AB': 17, 'NG-AD': 21, 'NG-AK': 31, 'NG-AN': 21, 'NG-BA': 20, 'NG-BY': 8, 'NG-BE': 23,
  'NG-BO': 27, 'NG-CR': 18, 'NG-DE': 25, 'NG-EB': 13, 'NG-ED': 18, 'NG-EK': 16, 'NG-EN': 17,
  'NG-FC': 6, 'NG-GO': 11, 'NG-IM': 27, 'NG-JI': 27, 'NG-KD': 23, 'NG-KN': 44, 'NG-KT': 34,
  'NG-KE': 21, 'NG-KO': 21, 'NG-KW': 16, 'NG-LA': 20, 'NG-NA': 13, 'NG-NI': 25, 'NG-OG': 20,
  'NG-ON': 18, 'NG-OS': 30, 'NG-OY': 33, 'NG-PL': 17, 'NG-RI': 23, 'NG-SO': 23, 'NG-TA': 16,
  'NG-YO': 17, 'NG-ZA': 14,
};

describe('Nigerian states and LGAs', () => {
  const states = nigerianStates();

  it('has the 36 states and the FCT under unique ISO 3166-2:NG codes', () => {
    expect(states).toHaveLength(37);
    const codes = states.map((s) => s.code);
    expect(new Set(codes).size).toBe(37);
    for (const code of codes) expect(code).toMatch(/^NG-[A-Z]{2}$/);
    expect(states.find((s) => s.code === 'NG-LA')?.name).toBe('Lagos');
    expect(states.find((s) => s.code === 'NG-FC')?.name).toBe('Federal Capital Territory');
    expect(states.find((s) => s.code === 'NG-AK')?.name).toBe('Akwa Ibom');
  });

  it('has 774 LGAs in total', () => {
    expect(states.reduce((sum, s) => sum + s.lgas.length, 0)).toBe(774);
  });

  it.each(Object.entries(LGA_COUNTS))('gives %s its official number of LGAs (%i)', (code, count) => {
    expect(lgasOf(code)).toHaveLength(count);
  });

  it('covers exactly the states the count table names', () => {
    expect(states.map((s) => s.code).sort()).toEqual(Object.keys(LGA_COUNTS).sort());
  });

  it('has no duplicate, empty or untrimmed LGA name within a state', () => {
    for (const state of states) {
      expect(new Set(state.lgas).size, state.name).toBe(state.lgas.length);
      for (const lga of state.lgas) {
        expect(lga.length, state.name).toBeGreaterThan(0);
        expect(lga, state.name).toBe(lga.trim());
        expect(lga, state.name).not.toMatch(/\s{2}/);
      }
    }
  });

  it('keeps LGAs that share a name in different states apart', () => {
    // Real namesakes: Surulere (Lagos, Oyo), Obi (Benue, Nasarawa), Bassa (Kogi, Plateau),
    // Nasarawa (Kano, Nasarawa), Irepodun and Ifelodun (Kwara, Osun).
    expect(isLgaOf('NG-LA', 'Surulere') && isLgaOf('NG-OY', 'Surulere')).toBe(true);
    expect(isLgaOf('NG-BE', 'Obi') && isLgaOf('NG-NA', 'Obi')).toBe(true);
    expect(isLgaOf('NG-KO', 'Bassa') && isLgaOf('NG-PL', 'Bassa')).toBe(true);
    expect(isLgaOf('NG-KN', 'Nasarawa') && isLgaOf('NG-NA', 'Nasarawa')).toBe(true);
    expect(isLgaOf('NG-KW', 'Irepodun') && isLgaOf('NG-OS', 'Irepodun')).toBe(true);
    expect(isLgaOf('NG-KW', 'Ifelodun') && isLgaOf('NG-OS', 'Ifelodun')).toBe(true);
  });

  it('answers whether an LGA belongs to a state, exactly as spelt', () => {
    expect(isLgaOf('NG-LA', 'Ikeja')).toBe(true);
    expect(isLgaOf('NG-FC', 'Abuja Municipal Area Council')).toBe(true);
    expect(isLgaOf('NG-KN', 'Kano Municipal')).toBe(true);
    expect(isLgaOf('NG-RI', 'Port Harcourt')).toBe(true);
    expect(isLgaOf('NG-OY', 'Ikeja')).toBe(false);
    expect(isLgaOf('NG-LA', 'ikeja')).toBe(false);
    expect(isLgaOf('NG-LA', ' Ikeja')).toBe(false);
    expect(isLgaOf('NG-XX', 'Ikeja')).toBe(false);
    expect(lgasOf('NG-XX')).toEqual([]);
    expect(lgasOf('LA')).toEqual([]);
  });

  it('recognises state codes and nothing else', () => {
    expect(isNigerianStateCode('NG-KN')).toBe(true);
    expect(isNigerianStateCode('NG-FC')).toBe(true);
    expect(isNigerianStateCode('NG-AB ')).toBe(false);
    expect(isNigerianStateCode('KN')).toBe(false);
    expect(isNigerianStateCode(undefined)).toBe(false);
  });
});

describe('Mexican federal entities', () => {
  const states = mexicanStates();

  it('has 32 entries with unique ISO 3166-2:MX, CURP and INEGI codes', () => {
    expect(states).toHaveLength(32);
    expect(new Set(states.map((s) => s.code)).size).toBe(32);
    expect(new Set(states.map((s) => s.curp)).size).toBe(32);
    expect(new Set(states.map((s) => s.name)).size).toBe(32);
    for (const s of states) {
      expect(s.code).toMatch(/^MX-[A-Z]{3}$/);
      expect(s.curp).toMatch(/^[A-Z]{2}$/);
    }
    // INEGI keys run 01..32 in list order.
    expect(states.map((s) => s.inegi)).toEqual(Array.from({ length: 32 }, (_, i) => String(i + 1).padStart(2, '0')));
  });

  it('uses exactly RENAPO’s 32 CURP entity codes, with NE kept for births abroad', () => {
    expect(states.map((s) => s.curp).sort()).toEqual(
      [
        'AS', 'BC', 'BS', 'CC', 'CL', 'CM', 'CS', 'CH', 'DF', 'DG', 'GT', 'GR', 'HG', 'JC', 'MC', 'MN',
        'MS', 'NT', 'NL', 'OC', 'PL', 'QT', 'QR', 'SP', 'SL', 'SR', 'TC', 'TS', 'TL', 'VZ', 'YN', 'ZS',
      ].sort(),
    );
    expect(CURP_BORN_ABROAD).toBe('NE');
    expect(mexicanStateByCurp('NE')).toBeUndefined();
  });

  it.each([
    ['MX-CMX', 'DF', '09', 'Ciudad de México'],
    ['MX-MEX', 'MC', '15', 'Estado de México'],
    ['MX-NLE', 'NL', '19', 'Nuevo León'],
    ['MX-JAL', 'JC', '14', 'Jalisco'],
    ['MX-CHP', 'CS', '07', 'Chiapas'],
    ['MX-CHH', 'CH', '08', 'Chihuahua'],
    ['MX-COA', 'CL', '05', 'Coahuila'],
    ['MX-COL', 'CM', '06', 'Colima'],
    ['MX-QUE', 'QT', '22', 'Querétaro'],
    ['MX-ROO', 'QR', '23', 'Quintana Roo'],
    ['MX-SLP', 'SP', '24', 'San Luis Potosí'],
    ['MX-SIN', 'SL', '25', 'Sinaloa'],
    ['MX-SON', 'SR', '26', 'Sonora'],
    ['MX-AGU', 'AS', '01', 'Aguascalientes'],
    ['MX-ZAC', 'ZS', '32', 'Zacatecas'],
  ])('maps %s to CURP %s, INEGI %s, %s', (code, curp, inegi, name) => {
    expect(mexicanState(code)).toEqual({ code, curp, inegi, name });
    expect(mexicanStateByCurp(curp)?.code).toBe(code);
  });

  it('recognises ISO codes and nothing else', () => {
    expect(isMexicanStateCode('MX-CMX')).toBe(true);
    expect(isMexicanStateCode('MX-DIF')).toBe(false);
    expect(isMexicanStateCode('CMX')).toBe(false);
    expect(isMexicanStateCode(null)).toBe(false);
    expect(mexicanState('MX-XXX')).toBeUndefined();
  });
});
