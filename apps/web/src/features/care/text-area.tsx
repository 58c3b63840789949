import type { TextareaHTMLAttributes } from 'react';
import { describedBy, FieldFrame, useFieldIds, type FieldProps } from '../../shared/ui/field.tsx';

/** A labelled multi-line input, tied to its hint and error like TextField. */
export function TextArea({ label, hint, error, id, ...area }: FieldProps & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const ids = useFieldIds(id);
  return (
    <FieldFrame ids={ids} label={label} hint={hint} error={error}>
      <textarea id={ids.inputId} className="input care__textarea" rows={5} aria-invalid={error ? true : undefined} aria-describedby={describedBy(ids, { label, hint, error })} {...area} />
    </FieldFrame>
  );
}
