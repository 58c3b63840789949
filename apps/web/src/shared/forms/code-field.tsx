import type { ClipboardEvent, Ref } from 'react';
import { TextField } from '../ui/text-field.tsx';
import { CODE_LENGTH, codeFromPaste, onlyDigits } from './digits.ts';

interface CodeFieldProps {
  label: string;
  hint: string;
  error: string | undefined;
  value: string;
  onChange: (value: string) => void;
  ref?: Ref<HTMLInputElement>;
}

/**
 * The one-time code: the numeric keypad, the SMS autofill hint, digits only. A paste is read
 * whole before maxlength could cut it, so "code: 123456" or "123 456" still gives 123456.
 */
export function CodeField({ label, hint, error, value, onChange, ref }: CodeFieldProps) {
  function onPaste(event: ClipboardEvent<HTMLInputElement>) {
    event.preventDefault();
    onChange(codeFromPaste(event.clipboardData.getData('text')));
  }

  return (
    <TextField
      ref={ref}
      label={label}
      hint={hint}
      error={error}
      name="code"
      type="text"
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]*"
      maxLength={CODE_LENGTH}
      value={value}
      onChange={(event) => onChange(onlyDigits(event.target.value))}
      onPaste={onPaste}
      className="input--code"
    />
  );
}
