import type { InputHTMLAttributes, Ref } from 'react';
import { describedBy, FieldFrame, useFieldIds, type FieldProps } from '../ui/field.tsx';

type FileInputProps = FieldProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'onChange' | 'value'> & {
    /** e.g. "image/*". */
    accept: string;
    /** Opens the camera directly on phones: "environment" (documents) or "user" (selfie). */
    capture?: 'user' | 'environment';
    onFile: (file: File | null) => void;
    ref?: Ref<HTMLInputElement>;
  };

/** The native file picker (camera on phones); hands the caller the chosen file. */
export function FileInput({ label, hint, error, id, onFile, ...input }: FileInputProps) {
  const ids = useFieldIds(id);
  return (
    <FieldFrame ids={ids} label={label} hint={hint} error={error}>
      <input
        id={ids.inputId}
        type="file"
        className="input input--file"
        onChange={(event) => onFile(event.target.files?.[0] ?? null)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, { label, hint, error })}
        {...input}
      />
    </FieldFrame>
  );
}
