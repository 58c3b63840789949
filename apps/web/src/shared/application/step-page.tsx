import type { ReactNode } from 'react';
import { useT } from '../i18n/i18n-store.ts';
import { Link } from '../router/link.tsx';
import { pathOf } from '../router/route-table.ts';
import { Page } from '../ui/page.tsx';
import { useStepMode } from './step-mode.ts';
import { previousStep } from './step-status.ts';

interface StepPageProps {
  title: string;
  /** Instead of the previous step: a view of the same screen to go back to (the review's bank form). */
  back?: () => void;
  children: ReactNode;
}

/**
 * The frame of an application step: its back arrow goes to the step before it (personal ←
 * identity ← work ← questionnaire ← bank; the first goes home), and after submit a note says
 * why nothing can be changed.
 */
export function StepPage({ title, back, children }: StepPageProps) {
  const t = useT();
  const mode = useStepMode();
  const before = mode ? previousStep(mode.route) : null;
  const backTo = back ?? (before ? pathOf(before) : '/');
  return (
    <Page title={title} back={backTo}>
      {mode?.readOnly && (
        <div role="note" className="notice step-note">
          <p>{t('step.submitted')}</p>
          <Link to="/">{t('common.home')}</Link>
        </div>
      )}
      {children}
    </Page>
  );
}

/** The step's fields: disabled together once the application was submitted. */
export function StepFields({ children }: { children: ReactNode }) {
  const readOnly = useStepMode()?.readOnly ?? false;
  if (!readOnly) return children;
  return (
    <fieldset className="form step-fields" disabled>
      {children}
    </fieldset>
  );
}
