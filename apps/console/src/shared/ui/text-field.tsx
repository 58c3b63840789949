import type { InputHTMLAttributes } from 'react';
import { FieldFrame } from './field-frame.tsx';

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'id'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  hint?: string;
  /** This field's problem, in the person's language; shown under it and announced with it. */
  error?: string;
}

/** A labelled input whose hint and error are tied to it, so a screen reader reads them with the field. */
export function TextField({ label, value, onChange, hint, error, ...input }: TextFieldProps) {
  return <FieldFrame label={label} hint={hint} error={error} control={(tie) => <input {...input} {...tie} value={value} onChange={(event) => onChange(event.target.value)} />} />;
}
