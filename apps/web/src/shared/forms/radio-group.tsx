import { useId, type Ref } from 'react';
import type { SelectOption } from '../ui/select.tsx';
import './radio-group.css';

interface RadioGroupProps {
  legend: string;
  name: string;
  options: readonly SelectOption[];
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
  /** Receives the first radio, where focus goes when the question is unanswered. */
  ref?: Ref<HTMLInputElement>;
}

/** One answer out of a few: native radios in a fieldset, so the question is read with each answer. */
export function RadioGroup({ legend, name, options, value, error, onChange, ref }: RadioGroupProps) {
  const base = useId();
  const errorId = `${base}-error`;
  return (
    <fieldset className={error ? 'radio-group field--invalid' : 'radio-group'} aria-describedby={error ? errorId : undefined}>
      <legend className="field__label">{legend}</legend>
      {options.map((option, index) => (
        <label key={option.value} className="radio-group__option">
          <input
            ref={index === 0 ? ref : undefined}
            type="radio"
            name={name}
            value={option.value}
            checked={value === option.value}
            aria-invalid={error ? true : undefined}
            onChange={() => onChange(option.value)}
          />
          <span>{option.label}</span>
        </label>
      ))}
      {error && (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
