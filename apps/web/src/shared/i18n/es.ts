import type { UiKey } from './en.ts';
import { coreEs } from './core-es.ts';
import { screensEs } from './screens-es.ts';

/** The whole Spanish UI catalogue, for tests: exactly the keys of `en.ts`. */
export const es: Record<UiKey, string> = { ...screensEs, ...coreEs };
