import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { FilesInput } from '@/components/form/files-input';

describe('FilesInput', () => {
  it('hands over the files chosen, then empties itself so the same file can be chosen again', async () => {
    const onPick = vi.fn();
    render(
      <>
        <label htmlFor="files">Files</label>
        <FilesInput id="files" accept="application/pdf" onPick={onPick} />
      </>,
    );
    const input = screen.getByLabelText<HTMLInputElement>('Files');
    const pdf = new File(['%PDF-1.4'], 'cert.pdf', { type: 'application/pdf' });

    await userEvent.upload(input, [pdf]);
    expect(onPick).toHaveBeenCalledWith([pdf]);
    expect(input.value).toBe('');
    expect(input).toHaveAttribute('multiple');

    await userEvent.upload(input, [pdf]);
    expect(onPick).toHaveBeenCalledTimes(2);
  });
});
