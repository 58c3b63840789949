import { useId, type ReactNode } from 'react';
import './forms.css';

/** What every form control shares: a visible label, an optional hint, an error at the field. */
export interface FieldProps {
  label: string;
  hint?: string | undefined;
  error?: string | undefined;
}

export interface FieldIds {
  inputId: string;
  hintId: string;
  errorId: string;
}

export function useFieldIds(id?: string): FieldIds {
  const generated = useId();
  const base = id ?? generated;
  return { inputId: base, hintId: `${base}-hint`, errorId: `${base}-error` };
}

/** The ids for aria-describedby: hint and error, when shown. */
export function describedBy(ids: FieldIds, props: FieldProps, extra?: string): string | undefined {
  const list = [extra, props.hint ? ids.hintId : '', props.error ? ids.errorId : ''].filter(Boolean);
  return list.length > 0 ? list.join(' ') : undefined;
}

interface FieldFrameProps extends FieldProps {
  ids: FieldIds;
  children: ReactNode;
}

export function FieldFrame({ ids, label, hint, error, children }: FieldFrameProps) {
  return (
    <div className={error ? 'field field--invalid' : 'field'}>
      <label className="field__label" htmlFor={ids.inputId}>
        {label}
      </label>
      {children}
      {hint && (
        <p className="field__hint" id={ids.hintId}>
          {hint}
        </p>
      )}
      {error && (
        <p className="field__error" id={ids.errorId}>
          {error}
        </p>
      )}
    </div>
  );
}
