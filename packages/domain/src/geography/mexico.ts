/**
 * Mexico's 32 federal entities: 31 states and Ciudad de México.
 *
 * Three codes travel with each, because three systems ask for them:
 * - `code`, ISO 3166-2:MX, our stable key (MX-CMX replaced MX-DIF in 2017);
 * - `curp`, the two letters positions 12–13 of a CURP use for the place of birth
 *   (RENAPO still writes DF for Ciudad de México; NE means born abroad);
 * - `inegi`, INEGI's two-digit state key, used on INE voter cards and in official catalogues.
 * Names are the short Spanish names people use (the official long forms add, e.g.,
 * "de Zaragoza" to Coahuila); the State of Mexico, officially just "México", is written
 * "Estado de México" so a borrower never mistakes it for the country.
 */
const MEXICAN_STATES = [
  { code: 'MX-AGU', curp: 'AS', inegi: '01', name: 'Aguascalientes' },
  { code: 'MX-BCN', curp: 'BC', inegi: '02', name: 'Baja California' },
  { code: 'MX-BCS', curp: 'BS', inegi: '03', name: 'Baja California Sur' },
  { code: 'MX-CAM', curp: 'CC', inegi: '04', name: 'Campeche' },
  { code: 'MX-COA', curp: 'CL', inegi: '05', name: 'Coahuila' },
  { code: 'MX-COL', curp: 'CM', inegi: '06', name: 'Colima' },
  { code: 'MX-CHP', curp: 'CS', inegi: '07', name: 'Chiapas' },
  { code: 'MX-CHH', curp: 'CH', inegi: '08', name: 'Chihuahua' },
  { code: 'MX-CMX', curp: 'DF', inegi: '09', name: 'Ciudad de México' },
  { code: 'MX-DUR', curp: 'DG', inegi: '10', name: 'Durango' },
  { code: 'MX-GUA', curp: 'GT', inegi: '11', name: 'Guanajuato' },
  { code: 'MX-GRO', curp: 'GR', inegi: '12', name: 'Guerrero' },
  { code: 'MX-HID', curp: 'HG', inegi: '13', name: 'Hidalgo' },
  { code: 'MX-JAL', curp: 'JC', inegi: '14', name: 'Jalisco' },
  { code: 'MX-MEX', curp: 'MC', inegi: '15', name: 'Estado de México' },
  { code: 'MX-MIC', curp: 'MN', inegi: '16', name: 'Michoacán' },
  { code: 'MX-MOR', curp: 'MS', inegi: '17', name: 'Morelos' },
  { code: 'MX-NAY', curp: 'NT', inegi: '18', name: 'Nayarit' },
  { code: 'MX-NLE', curp: 'NL', inegi: '19', name: 'Nuevo León' },
  { code: 'MX-OAX', curp: 'OC', inegi: '20', name: 'Oaxaca' },
  { code: 'MX-PUE', curp: 'PL', inegi: '21', name: 'Puebla' },
  { code: 'MX-QUE', curp: 'QT', inegi: '22', name: 'Querétaro' },
  { code: 'MX-ROO', curp: 'QR', inegi: '23', name: 'Quintana Roo' },
  { code: 'MX-SLP', curp: 'SP', inegi: '24', name: 'San Luis Potosí' },
  { code: 'MX-SIN', curp: 'SL', inegi: '25', name: 'Sinaloa' },
  { code: 'MX-SON', curp: 'SR', inegi: '26', name: 'Sonora' },
  { code: 'MX-TAB', curp: 'TC', inegi: '27', name: 'Tabasco' },
  { code: 'MX-TAM', curp: 'TS', inegi: '28', name: 'Tamaulipas' },
  { code: 'MX-TLA', curp: 'TL', inegi: '29', name: 'Tlaxcala' },
  { code: 'MX-VER', curp: 'VZ', inegi: '30', name: 'Veracruz' },
  { code: 'MX-YUC', curp: 'YN', inegi: '31', name: 'Yucatán' },
  { code: 'MX-ZAC', curp: 'ZS', inegi: '32', name: 'Zacatecas' },
] as const;

/** The CURP place-of-birth code for someone born outside Mexico. */
export const CURP_BORN_ABROAD = 'NE';

export type MexicanStateCode = (typeof MEXICAN_STATES)[number]['code'];
export type CurpEntityCode = (typeof MEXICAN_STATES)[number]['curp'];

export type MexicanState = {
  readonly code: MexicanStateCode;
  readonly curp: CurpEntityCode;
  readonly inegi: string;
  readonly name: string;
};

const BY_CODE: ReadonlyMap<string, MexicanState> = new Map(MEXICAN_STATES.map((state) => [state.code, state]));
const BY_CURP: ReadonlyMap<string, MexicanState> = new Map(MEXICAN_STATES.map((state) => [state.curp, state]));

/**
 * The 32 federal entities in INEGI key order: alphabetical under the old Spanish collation
 * (CH after C), with Ciudad de México keeping Distrito Federal's place.
 */
export function mexicanStates(): readonly MexicanState[] {
  return MEXICAN_STATES;
}

export function isMexicanStateCode(value: unknown): value is MexicanStateCode {
  return typeof value === 'string' && BY_CODE.has(value);
}

export function mexicanState(code: string): MexicanState | undefined {
  return BY_CODE.get(code);
}

/**
 * The entity a CURP's birthplace letters name, or undefined for NE (born abroad) and for
 * letters that are no entity; callers tell those apart with CURP_BORN_ABROAD.
 */
export function mexicanStateByCurp(curpCode: string): MexicanState | undefined {
  return BY_CURP.get(curpCode);
}
