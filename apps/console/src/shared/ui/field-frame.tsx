import { useId, type ReactNode } from 'react';

/** What a control needs to be tied to its label, hint and error. */
export interface FieldControl {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface FieldFrameProps {
  label: string;
  hint?: string | undefined;
  /** The field's problem, in the person's language; shown under it and announced with it. */
  error?: string | undefined;
  control: (tie: FieldControl) => ReactNode;
}

/** A label, a hint and an error around one control, tied to it so a screen reader reads them with the field. */
export function FieldFrame({ label, hint, error, control }: FieldFrameProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p className="field-hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      {control({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': [hintId, errorId].filter(Boolean).join(' ') || undefined })}
      {error ? (
        <p className="field-error" id={errorId}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
