/**
 * The whole English UI catalogue, for its types and its tests: the app never imports it as a
 * value (that would put every screen's strings in the first load, ADR 059). Error texts
 * (`error.*`) come from the domain's catalogue; `es.ts` must have exactly these keys (a test checks).
 */
import { coreEn } from './core-en.ts';
import { screensEn } from './screens-en.ts';

export const en = { ...screensEn, ...coreEn } as const;

export type UiKey = keyof typeof en;
export type CoreKey = keyof typeof coreEn;
export type ScreensKey = keyof typeof screensEn;
