import type { MessageAttachment } from '@fixwell/common/conversations/conversation';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { AttachmentError, fetchAttachment } from '@/features/conversations/api/conversations-data';
import { AttachmentView } from '@/features/conversations/components/attachment-view';
import { renderApp } from '@/testing/test-utils';

vi.mock('@/features/conversations/api/conversations-data', () => ({
  fetchAttachment: vi.fn(),
  AttachmentError: class AttachmentError extends Error {},
}));

const photo: MessageAttachment = {
  id: 'a'.repeat(32),
  name: 'leak.jpg',
  contentType: 'image/jpeg',
  bytes: 2048,
};
const pdf: MessageAttachment = {
  id: 'b'.repeat(32),
  name: 'quote.pdf',
  contentType: 'application/pdf',
  bytes: 3 * 1024 * 1024,
};

const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };

beforeEach(() => {
  vi.clearAllMocks();
  URL.createObjectURL = vi.fn(() => 'blob:file');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  URL.createObjectURL = original.create;
  URL.revokeObjectURL = original.revoke;
});

describe('AttachmentView', () => {
  it('shows a photo inline, fetched with the person’s token', async () => {
    vi.mocked(fetchAttachment).mockResolvedValue(new Blob(['jpeg'], { type: 'image/jpeg' }));
    renderApp(<AttachmentView attachment={photo} />);
    expect(await screen.findByRole('img', { name: 'leak.jpg' })).toHaveAttribute(
      'src',
      'blob:file',
    );
    expect(vi.mocked(fetchAttachment).mock.calls[0]![0]).toBe(photo.id);
  });

  it('offers a PDF as a download', async () => {
    vi.mocked(fetchAttachment).mockResolvedValue(new Blob(['%PDF'], { type: 'application/pdf' }));
    renderApp(<AttachmentView attachment={pdf} />);
    const link = await screen.findByRole('link', { name: 'Download quote.pdf (3.0 MB)' });
    expect(link).toHaveAttribute('href', 'blob:file');
    expect(link).toHaveAttribute('download', 'quote.pdf');
  });

  it('says when the file cannot be loaded, and tries again', async () => {
    vi.mocked(fetchAttachment)
      .mockRejectedValueOnce(new AttachmentError('This file could not be loaded. Try again.'))
      .mockResolvedValueOnce(new Blob(['jpeg'], { type: 'image/jpeg' }));
    const { user } = renderApp(<AttachmentView attachment={photo} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'leak.jpg: This file could not be loaded. Try again.',
    );
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('img', { name: 'leak.jpg' })).toBeInTheDocument();
  });
});
