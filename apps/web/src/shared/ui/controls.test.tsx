import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DateInput } from './date-input.tsx';
import { Dialog } from './dialog.tsx';
import { FileInput } from './file-input.tsx';
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

  it('DateInput is a native date input holding YYYY-MM-DD', () => {
    const onChange = vi.fn();
    render(<DateInput label="Birthday" value="1990-02-03" onChange={onChange} error="Minimum age 18" />);
    const input = screen.getByLabelText('Birthday') as HTMLInputElement;
    expect(input.type).toBe('date');
    expect(input.value).toBe('1990-02-03');
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });

  it('FileInput is a native file input with accept and capture, handing over the file', async () => {
    const onFile = vi.fn();
    render(<FileInput label="ID front" accept="image/*" capture="environment" onFile={onFile} />);
    const input = screen.getByLabelText('ID front') as HTMLInputElement;
    expect(input.type).toBe('file');
    expect(input.getAttribute('accept')).toBe('image/*');
    expect(input.getAttribute('capture')).toBe('environment');
    const file = new File(['x'], 'id.jpg', { type: 'image/jpeg' });
    await userEvent.setup().upload(input, file);
    expect(onFile).toHaveBeenCalledWith(file);
  });
});

describe('dialog', () => {
  function Harness() {
    const [open, setOpen] = useState(false);
    return (
      <>
        <button type="button" onClick={() => setOpen(true)}>
          open
        </button>
        <Dialog open={open} title="Permissions" onClose={() => setOpen(false)}>
          <p>We need the camera.</p>
        </Dialog>
      </>
    );
  }

  it('opens as a native modal dialog named by its title and closes', async () => {
    render(<Harness />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'open' }));
    const dialog = screen.getByRole('dialog', { name: 'Permissions' }) as HTMLDialogElement;
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog.open).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(dialog.open).toBe(false);
  });
});
