import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Select } from './select.tsx';
import { TextField } from './text-field.tsx';

describe('form controls', () => {
  it('TextField links its label, hint and error, and marks itself invalid', () => {
    render(<TextField label="Email" hint="gmail and yahoo Mail only" error="Mailbox format entered incorrectly" />);
    const input = screen.getByLabelText('Email');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const described = input.getAttribute('aria-describedby')!.split(' ').map((id) => document.getElementById(id)!.textContent);
    expect(described).toEqual(['gmail and yahoo Mail only', 'Mailbox format entered incorrectly']);
  });

  it('TextField without an error is not invalid and has no dangling description', () => {
    render(<TextField label="Name" />);
    const input = screen.getByLabelText('Name');
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(input.getAttribute('aria-describedby')).toBeNull();
  });

  it('Select is a native select with a placeholder choice', async () => {
    const onChange = vi.fn();
    render(
      <Select
        label="State"
        placeholder="Select a state"
        options={[
          { value: 'LA', label: 'Lagos' },
          { value: 'FC', label: 'Federal Capital Territory' },
        ]}
        onChange={(event) => onChange(event.target.value)}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'State' });
    expect(select.tagName).toBe('SELECT');
    await userEvent.setup().selectOptions(select, 'Lagos');
    expect(onChange).toHaveBeenCalledWith('LA');
  });
});
