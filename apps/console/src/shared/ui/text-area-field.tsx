import type { TextareaHTMLAttributes } from 'react';
import { FieldFrame } from './field-frame.tsx';

interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'onChange' | 'value' | 'id'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  hint?: string;
  /** This field's problem, in the person's language; shown under it and announced with it. */
  error?: string;
}

/** TextField for longer words (an answer to a borrower): hint and error tied to it the same way. */
export function TextAreaField({ label, value, onChange, hint, error, ...area }: TextAreaFieldProps) {
  return <FieldFrame label={label} hint={hint} error={error} control={(tie) => <textarea {...area} {...tie} value={value} onChange={(event) => onChange(event.target.value)} />} />;
}
