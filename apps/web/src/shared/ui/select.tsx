import type { Ref, SelectHTMLAttributes } from 'react';
import { describedBy, FieldFrame, useFieldIds, type FieldProps } from './field.tsx';

export interface SelectOption {
  value: string;
  label: string;
}

type SelectProps = FieldProps &
  SelectHTMLAttributes<HTMLSelectElement> & {
    options: readonly SelectOption[];
    /** Shown as the empty first choice, e.g. "Select a state". */
    placeholder?: string;
    ref?: Ref<HTMLSelectElement>;
  };

/** The native <select>: the phone's own picker, accessible and light. */
export function Select({ label, hint, error, options, placeholder, id, ...select }: SelectProps) {
  const ids = useFieldIds(id);
  return (
    <FieldFrame ids={ids} label={label} hint={hint} error={error}>
      <select
        id={ids.inputId}
        className="input select"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, { label, hint, error })}
        {...select}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
