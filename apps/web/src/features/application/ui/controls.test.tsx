import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DateInput } from './date-input.tsx';
import { Dialog } from './dialog.tsx';

describe('date input', () => {
  it('DateInput is a native date input holding YYYY-MM-DD', () => {
    const onChange = vi.fn();
    render(<DateInput label="Birthday" value="1990-02-03" onChange={onChange} error="Minimum age 18" />);
    const input = screen.getByLabelText('Birthday') as HTMLInputElement;
    expect(input.type).toBe('date');
    expect(input.value).toBe('1990-02-03');
    expect(input.getAttribute('aria-invalid')).toBe('true');
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
