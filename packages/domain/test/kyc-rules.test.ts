import { describe, expect, it } from 'vitest';
import { finishUploadAllImgRequest } from '../src/kyc/schemas.ts';
import { fitWithin, IMAGE_TARGETS } from '../src/kyc/limits.ts';
import { idTypesOf, isValidIdNumber, maskIdNumber } from '../src/kyc/id-types.ts';

describe('ID number formats', () => {
  it.each([
    ['NG', 'nin', '12345678901', true],
    ['NG', 'nin', '1234567890', false],
    ['NG', 'nin', '1234567890A', false],
    ['NG', 'voterCard', '90F5B1234567890123A', true],
    ['NG', 'voterCard', '90F5B12345', false],
    ['NG', 'driverLicence', 'ABC12345AB12', true],
    ['NG', 'driverLicence', '12345678901', false],
    ['NG', 'passport', 'A12345678', true],
    ['NG', 'passport', 'a 1234-5678', true],
    ['NG', 'passport', 'AB1234567', false],
    ['MX', 'curp', 'GODE561231HDFRRN00', true],
    ['MX', 'curp', 'GODE561231HDFRRN0', false],
    // RENAPO's check digit: one wrong character is not a CURP.
    ['MX', 'curp', 'GODE561231HDFRRN09', false],
    ['MX', 'curp', 'SABC560626MDFLRN01', true],
    ['MX', 'ine', 'GMVLMR80070501M100', true],
    ['MX', 'ine', 'GMVLMR8007050', false],
    ['NG', 'curp', 'GODE561231HDFRRN00', false],
    ['MX', 'nin', '12345678901', false],
  ] as const)('%s %s %s → %s', (market, type, value, valid) => {
    expect(isValidIdNumber(market, type, value)).toBe(valid);
  });

  it('lists the types of each market', () => {
    expect(idTypesOf('NG')).toEqual(['nin', 'voterCard', 'driverLicence', 'passport']);
    expect(idTypesOf('MX')).toEqual(['ine', 'curp']);
  });

  it('masks all but the last four characters', () => {
    expect(maskIdNumber('12345678901')).toBe('*******8901');
    expect(maskIdNumber('a1 23')).toBe('A123');
  });
});

describe('finishUploadAllImg request', () => {
  it('accepts a matching type and number, normalised', () => {
    const parsed = finishUploadAllImgRequest.safeParse({ idType: 'passport', idNumber: ' a1234 5678 ' });
    expect(parsed.success && parsed.data).toEqual({ idType: 'passport', idNumber: 'A12345678' });
  });

  it.each([
    [{ idType: 'nin', idNumber: '' }, 'idNumber', 'error.kyc.idNumberEmpty'],
    [{ idType: 'nin', idNumber: '123' }, 'idNumber', 'error.kyc.idNumberFormat'],
    [{ idType: 'pan', idNumber: '12345678901' }, 'idType', 'error.kyc.idType'],
  ])('rejects %j at %s', (input, field, message) => {
    const parsed = finishUploadAllImgRequest.safeParse(input);
    expect(parsed.success).toBe(false);
    const issue = parsed.error?.issues.find((i) => i.path.join('.') === field);
    expect(issue?.message).toBe(message);
  });
});

describe('resize size computation', () => {
  it.each([
    [4000, 3000, 1600, 1600, 1200],
    [3000, 4000, 1600, 1200, 1600],
    [1200, 900, 1600, 1200, 900],
    [4000, 3000, 640, 640, 480],
    [1, 5000, 640, 1, 640],
  ])('%ix%i within %i → %ix%i', (w, h, max, ew, eh) => {
    expect(fitWithin(w, h, max)).toEqual({ width: ew, height: eh });
  });

  it('targets the issue budgets', () => {
    expect(IMAGE_TARGETS.front).toEqual({ maxSide: 1600, maxBytes: 300 * 1024 });
    expect(IMAGE_TARGETS.face).toEqual({ maxSide: 640, maxBytes: 100 * 1024 });
  });
});
