import type { InputHTMLAttributes, Ref } from 'react';
import { describedBy, FieldFrame, useFieldIds, type FieldProps } from './field.tsx';

type TextFieldProps = FieldProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'prefix'> & {
    /** Fixed text before the input, e.g. the dial code "+234". */
    prefix?: string | undefined;
    ref?: Ref<HTMLInputElement>;
  };

/** A labelled input; the hint and error are tied to it by aria-describedby. */
export function TextField({ label, hint, error, prefix, id, className, ...input }: TextFieldProps) {
  const ids = useFieldIds(id);
  const prefixId = `${ids.inputId}-prefix`;
  return (
    <FieldFrame ids={ids} label={label} hint={hint} error={error}>
      <div className="field__control">
        {prefix && (
          <span className="field__prefix" id={prefixId}>
            {prefix}
          </span>
        )}
        <input
          id={ids.inputId}
          className={className ? `input ${className}` : 'input'}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(ids, { label, hint, error }, prefix ? prefixId : undefined)}
          {...input}
        />
      </div>
    </FieldFrame>
  );
}
