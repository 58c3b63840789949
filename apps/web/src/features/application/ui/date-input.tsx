import type { InputHTMLAttributes, Ref } from 'react';
import { describedBy, FieldFrame, useFieldIds, type FieldProps } from '../../../shared/ui/field.tsx';

type DateInputProps = FieldProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'value' | 'onChange'> & {
    /** A calendar date, "YYYY-MM-DD", or "" for none. */
    value: string;
    onChange: (value: string) => void;
    ref?: Ref<HTMLInputElement>;
  };

/** The native date picker; values stay "YYYY-MM-DD" strings (no time zone to get wrong). */
export function DateInput({ label, hint, error, id, value, onChange, ...input }: DateInputProps) {
  const ids = useFieldIds(id);
  return (
    <FieldFrame ids={ids} label={label} hint={hint} error={error}>
      <input
        id={ids.inputId}
        type="date"
        className="input"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, { label, hint, error })}
        {...input}
      />
    </FieldFrame>
  );
}
