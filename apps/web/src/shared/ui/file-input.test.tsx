import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { FileInput } from './file-input.tsx';

describe('file input', () => {
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
