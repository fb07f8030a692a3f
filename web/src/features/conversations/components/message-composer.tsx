import {
  ATTACHMENT_CONTENT_TYPES,
  CONVERSATION_MESSAGES,
  MESSAGE_MAX_LENGTH,
  type MessageAttachment,
} from '@fixwell/common/conversations/conversation';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';

import { attachmentProblem } from '@/features/conversations/attachment-rules';
import { formatBytes } from '@/features/conversations/format-chat';
import { clearDraft, readStoredDraft, storeDraft } from '@/hooks/use-form-draft';

/** The counter appears when this few characters are left. */
const COUNTER_FROM = 500;

export const chatDraftKey = (conversationId: string) => `chat:${conversationId}`;

function readChatDraft(conversationId: string): string {
  const saved = readStoredDraft(chatDraftKey(conversationId));
  return typeof saved === 'string' ? saved : '';
}

type Upload =
  | { state: 'none' }
  | { state: 'uploading'; name: string }
  | { state: 'ready'; attachment: MessageAttachment };

export type MessageComposerProps = {
  conversationId: string;
  /** Hands the message over to be shown at once and sent; the composer clears itself. */
  onSend: (text: string, attachment: MessageAttachment | null) => void;
  /** Uploads a chosen file; rejects with words to show. */
  upload: (file: File) => Promise<MessageAttachment>;
};

/** Writes a message: Enter sends, Shift+Enter starts a new line; the draft survives a reload. */
export function MessageComposer({ conversationId, onSend, upload }: MessageComposerProps) {
  const base = useId();
  const [text, setText] = useState(() => readChatDraft(conversationId));
  const [file, setFile] = useState<Upload>({ state: 'none' });
  const [problem, setProblem] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const textArea = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    if (text === '') clearDraft(chatDraftKey(conversationId));
    else storeDraft(chatDraftKey(conversationId), text);
  }, [conversationId, text]);

  const left = MESSAGE_MAX_LENGTH - text.length;
  const tooLong = left < 0;

  function send() {
    if (file.state === 'uploading') return;
    const body = text.trim();
    const attachment = file.state === 'ready' ? file.attachment : null;
    if (!body && !attachment) {
      setProblem(CONVERSATION_MESSAGES.empty);
      return;
    }
    if (tooLong) {
      setProblem(CONVERSATION_MESSAGES.tooLong);
      return;
    }
    onSend(body, attachment);
    setText('');
    setFile({ state: 'none' });
    setProblem(null);
    textArea.current?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    send();
  }

  async function choose(chosen: File | undefined) {
    if (fileInput.current) fileInput.current.value = '';
    if (!chosen) return;
    const refused = attachmentProblem(chosen);
    if (refused) {
      setProblem(refused);
      return;
    }
    setProblem(null);
    setFile({ state: 'uploading', name: chosen.name });
    try {
      const attachment = await upload(chosen);
      setFile({ state: 'ready', attachment });
    } catch (error) {
      setFile({ state: 'none' });
      setProblem(error instanceof Error ? error.message : String(error));
    }
  }

  const hintId = `${base}-hint`;
  const problemId = `${base}-problem`;
  const describedBy = [hintId, problem ? problemId : null].filter(Boolean).join(' ');

  return (
    <form className="chat-composer" aria-label="Send a message" onSubmit={onSubmit} noValidate>
      <label htmlFor={`${base}-text`} className="visually-hidden">
        Message
      </label>
      <textarea
        id={`${base}-text`}
        ref={textArea}
        className="chat-composer__text"
        rows={2}
        value={text}
        placeholder="Write a message"
        aria-describedby={describedBy}
        aria-invalid={tooLong || undefined}
        onChange={(event) => {
          setText(event.target.value);
          if (problem === CONVERSATION_MESSAGES.empty) setProblem(null);
        }}
        onKeyDown={onKeyDown}
      />
      <p id={hintId} className="chat-composer__hint">
        <span className="visually-hidden">Enter sends; Shift and Enter starts a new line.</span>
        {left <= COUNTER_FROM ? (
          <span className={tooLong ? 'chat-composer__counter--over' : undefined}>
            {tooLong
              ? `${(-left).toLocaleString('en-GB')} characters too many`
              : `${left.toLocaleString('en-GB')} characters left`}
          </span>
        ) : null}
      </p>
      {file.state === 'uploading' ? (
        <p className="chat-composer__file" role="status">
          Uploading {file.name}…
        </p>
      ) : null}
      {file.state === 'ready' ? (
        <p className="chat-composer__file">
          Attached: {file.attachment.name} ({formatBytes(file.attachment.bytes)}){' '}
          <button type="button" className="link-button" onClick={() => setFile({ state: 'none' })}>
            Remove <span className="visually-hidden">{file.attachment.name}</span>
          </button>
        </p>
      ) : null}
      {problem ? (
        <p id={problemId} className="chat-composer__problem" role="alert">
          {problem}
        </p>
      ) : null}
      <div className="chat-composer__actions">
        <input
          ref={fileInput}
          type="file"
          className="visually-hidden"
          tabIndex={-1}
          aria-label="File to attach"
          accept={ATTACHMENT_CONTENT_TYPES.join(',')}
          onChange={(event) => void choose(event.target.files?.[0])}
        />
        <button
          type="button"
          className="button button--secondary"
          onClick={() => fileInput.current?.click()}
          disabled={file.state === 'uploading'}
        >
          Attach a photo or PDF
        </button>
        <button
          type="submit"
          className="button button--primary"
          disabled={file.state === 'uploading' || tooLong}
        >
          Send
        </button>
      </div>
    </form>
  );
}
