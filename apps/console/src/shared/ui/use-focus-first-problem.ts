import { useEffect, useRef } from 'react';
import type { FormFailure } from '../api/error-text.ts';

/**
 * After a failed submit, focus goes to the first field with a problem, whose message is read
 * with it: a keyboard or screen-reader user lands where the fix is. A failure of no one field
 * is announced by the alert above the form (form-alert.tsx), and focus stays where it was.
 */
export function useFocusFirstProblem(failure: FormFailure) {
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const form = formRef.current;
    if (!form || Object.keys(failure.fields).length === 0) return;
    form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [failure]);
  return formRef;
}
