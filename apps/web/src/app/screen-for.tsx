import type { ComponentType } from 'react';
import { HomeScreen } from '../features/home/home-screen.tsx';
import { guardedStep } from '../shared/application/step-guard.tsx';
import { isStepRoute } from '../shared/application/step-status.ts';
import { lazyScreen } from '../shared/i18n/lazy-screen.ts';
import { SCREENS, type FirstLoadScreen, type Screen } from '../screens.ts';

/** The screens of the first load (ADR 059): home alone. */
const FIRST_LOAD: Record<FirstLoadScreen, ComponentType> = { home: HomeScreen };

/**
 * The component of each screen of the table (ADR 069): every screen but home is its own chunk,
 * fetched when first visited with the strings of the screens (ADR 059). The application steps
 * are guarded so a step whose turn has not come opens the order's own step.
 */
function componentOf(screen: (typeof SCREENS)[number]): ComponentType {
  if (screen.load === null) return FIRST_LOAD[screen.name];
  const chunk = screen.load;
  const load = () => chunk().then((component) => ({ default: component }));
  return isStepRoute(screen.name) ? guardedStep(screen.name, load) : lazyScreen(load);
}

const COMPONENTS = new Map<string, ComponentType>(SCREENS.map((screen) => [screen.name, componentOf(screen)]));

export const NotFoundScreen = lazyScreen(() => import('./not-found-page.tsx').then((m) => ({ default: m.NotFoundPage })));

export function screenFor(screen: Screen): ComponentType {
  return COMPONENTS.get(screen.name) ?? NotFoundScreen;
}
