import { createContext, useContext } from 'react';
import type { StepRoute } from './step-status.ts';

/** What the step guard learnt for the screen it opened: which step, and whether it is read-only. */
export interface StepMode {
  route: StepRoute;
  /** The application was submitted: the step shows what was sent and changes nothing. */
  readOnly: boolean;
}

export const StepModeContext = createContext<StepMode | null>(null);

/** The step screen's mode; outside a guarded step (tests of a bare screen) it is editable. */
export function useStepMode(): StepMode | null {
  return useContext(StepModeContext);
}

export function useStepReadOnly(): boolean {
  return useStepMode()?.readOnly ?? false;
}
