import type { Ref } from 'react';

/** A failure that belongs to no field; focusable so the focus can land on it. */
export function FormError({ message, ref }: { message: string | undefined; ref: Ref<HTMLParagraphElement> }) {
  if (!message) return null;
  return (
    <p ref={ref} role="alert" className="form-error" tabIndex={-1}>
      {message}
    </p>
  );
}
