import { describe, expect, it } from 'vitest';
import { allSet, answeredFlags } from '../src/modules/application/device-data.ts';

const ALL = { appList: true, sms: true, exif: true, device: true, contact: true, location: true };
const NG_ONLY = { ...ALL, sms: false, contact: false };

describe('which device data counts as collected', () => {
  it('counts everything as set when the step is disabled', () => {
    expect(answeredFlags(undefined, false, 'MX')).toEqual(ALL);
  });

  it('never requires contacts, SMS or the installed apps in Nigeria', () => {
    expect(allSet(answeredFlags(NG_ONLY, true, 'NG'))).toBe(true);
    expect(allSet(answeredFlags({ ...NG_ONLY, appList: false }, true, 'NG'))).toBe(true);
    expect(answeredFlags(undefined, true, 'NG')).toMatchObject({ sms: true, contact: true, appList: true, device: false });
  });

  it('requires all six in Mexico', () => {
    expect(allSet(answeredFlags(NG_ONLY, true, 'MX'))).toBe(false);
    expect(allSet(answeredFlags(ALL, true, 'MX'))).toBe(true);
  });
});
