import {
  CONVERSATION_MESSAGES,
  MESSAGE_MAX_LENGTH,
} from '@fixwell/common/conversations/conversation';
import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { MessageComposer } from '@/features/conversations/components/message-composer';
import { renderApp } from '@/testing/test-utils';

const onSend = vi.fn();
const upload = vi.fn();

function renderComposer(conversationId = 'quote-1_company-uid') {
  return renderApp(
    <MessageComposer conversationId={conversationId} onSend={onSend} upload={upload} />,
    { url: '/customer/chat' },
  );
}

const textbox = () => screen.getByRole('textbox', { name: 'Message' });

beforeEach(() => {
  onSend.mockReset();
  upload.mockReset();
  sessionStorage.clear();
});

describe('MessageComposer', () => {
  it('sends on Enter and starts a new line on Shift+Enter', async () => {
    const { user } = renderComposer();
    await user.type(textbox(), 'First line{Shift>}{Enter}{/Shift}second line');
    expect(onSend).not.toHaveBeenCalled();
    expect(textbox()).toHaveValue('First line\nsecond line');

    await user.keyboard('{Enter}');
    expect(onSend).toHaveBeenCalledWith('First line\nsecond line', null);
    expect(textbox()).toHaveValue('');
    expect(textbox()).toHaveFocus();
  });

  it('sends with the button too, and refuses an empty message', async () => {
    const { user } = renderComposer();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSend).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent(CONVERSATION_MESSAGES.empty);

    await user.type(textbox(), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSend).toHaveBeenCalledWith('Hello', null);
  });

  it('keeps the draft of each conversation through a reload', async () => {
    const { user, unmount } = renderComposer();
    await user.type(textbox(), 'Half written');
    unmount();

    renderComposer('quote-2_company-uid').unmount();
    renderComposer();
    expect(textbox()).toHaveValue('Half written');

    await user.type(textbox(), '{Enter}');
    expect(onSend).toHaveBeenCalledWith('Half written', null);
    expect(textbox()).toHaveValue('');
  });

  it('counts down near the limit and refuses a message that is too long', async () => {
    const { user } = renderComposer();
    fireEvent.change(textbox(), { target: { value: 'a'.repeat(MESSAGE_MAX_LENGTH - 20) } });
    expect(screen.getByText('20 characters left')).toBeInTheDocument();

    fireEvent.change(textbox(), { target: { value: 'a'.repeat(MESSAGE_MAX_LENGTH + 3) } });
    expect(screen.getByText('3 characters too many')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    expect(textbox()).toHaveAttribute('aria-invalid', 'true');
    textbox().focus();
    await user.keyboard('{Enter}');
    expect(onSend).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent(CONVERSATION_MESSAGES.tooLong);
  });

  it('uploads a chosen photo and sends it with the message', async () => {
    const attachment = { id: 'att-1', name: 'boiler.jpg', contentType: 'image/jpeg', bytes: 2048 };
    upload.mockResolvedValue(attachment);
    const { user } = renderComposer();
    const photo = new File(['jpeg'], 'boiler.jpg', { type: 'image/jpeg' });

    await user.upload(screen.getByLabelText('File to attach'), photo);

    expect(upload).toHaveBeenCalledWith(photo);
    expect(await screen.findByText(/Attached: boiler.jpg/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSend).toHaveBeenCalledWith('', attachment);
  });

  it('refuses a file of the wrong type or too large before uploading', async () => {
    renderComposer();
    // The picker offers only the allowed types; a person can still choose "All files".
    const user = userEvent.setup({ applyAccept: false });
    const input = screen.getByLabelText('File to attach');

    await user.upload(input, new File(['x'], 'notes.docx', { type: 'application/msword' }));
    expect(screen.getByRole('alert')).toHaveTextContent(CONVERSATION_MESSAGES.attachmentType);

    const big = new File(['x'], 'plan.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 11 * 1024 * 1024 });
    await user.upload(input, big);
    expect(screen.getByRole('alert')).toHaveTextContent(CONVERSATION_MESSAGES.attachmentTooBig);
    expect(upload).not.toHaveBeenCalled();
  });

  it('shows why an upload failed', async () => {
    upload.mockRejectedValue(new Error('The file was not uploaded.'));
    const { user } = renderComposer();
    await user.upload(
      screen.getByLabelText('File to attach'),
      new File(['%PDF'], 'quote.pdf', { type: 'application/pdf' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('The file was not uploaded.');
  });
});
