import type { Ref } from 'react';
import './tick-box.css';

interface TickBoxProps {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** The id of the error shown with the box, when there is one: the box is then invalid and described by it. */
  errorId?: string | undefined;
  ref?: Ref<HTMLInputElement>;
}

/**
 * "I accept …": a real checkbox inside its label, so the whole line is the target. Shared by the
 * loan agreement and the renewal agreement, whose box was the browser's 13 px one (issue 19).
 */
export function TickBox({ label, checked, onChange, errorId, ref }: TickBoxProps) {
  return (
    <label className="tick-box">
      <input
        ref={ref}
        type="checkbox"
        checked={checked}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={errorId}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span>{label}</span>
    </label>
  );
}
