import { screen } from '@testing-library/react';

/** A labelled control (input or select) by its exact label. */
export const control = (label: string) => screen.getByLabelText(label) as HTMLInputElement & HTMLSelectElement;

/** The error shown at a control's field, if any. */
export const errorAt = (label: string) => control(label).closest('.field')?.querySelector('.field__error')?.textContent ?? null;
