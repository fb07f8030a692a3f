import {
  hideMessageSchema,
  postSupportMessageSchema,
  SUPPORT_NAME,
  type AdminConversationView,
  type SupportParty,
} from '@fixwell/common/conversations/conversation';
import { useId, useState } from 'react';

import { TextAreaField } from '@/components/form/bound-fields';
import { Form, SubmitButton } from '@/components/form/form';
import { useZodForm } from '@/components/form/use-zod-form';
import { LoadError } from '@/components/load-error';
import { LoadingBlock } from '@/components/loading-block';
import { useQuoteConversations } from '@/features/conversations/api/get-quote-conversations';
import { useHideMessage } from '@/features/conversations/api/hide-message';
import {
  useOpenSupportConversation,
  usePostSupportMessage,
} from '@/features/conversations/api/post-support-message';
import { AttachmentView } from '@/features/conversations/components/attachment-view';
import { LinkifiedText } from '@/features/conversations/components/linkified-text';
import { formatChatTime } from '@/features/conversations/format-chat';
import { formatLongDate } from '@/utils/format';

import './conversations.css';

/** Shown above the conversations: admins' reading is recorded. */
export const ADMIN_VIEW_NOTICE = 'Your view of these conversations is recorded.';

type AdminMessage = AdminConversationView['messages'][number];

const hideFormSchema = hideMessageSchema.pick({ reason: true });
const supportFormSchema = postSupportMessageSchema.pick({ text: true });

/**
 * Who the conversation is with, besides the customer: the company of a lead's conversation, or
 * the one party of a support conversation (the side not named SUPPORT_NAME).
 */
function partyName(conversation: AdminConversationView): string {
  if (conversation.kind !== 'support') return conversation.companyName;
  return conversation.companyName === SUPPORT_NAME
    ? conversation.customerName
    : conversation.companyName;
}

/** Writes into one conversation as Fixwell support: its participants read it and are told. */
function SupportMessageForm({
  quoteId,
  conversation,
}: {
  quoteId: string;
  conversation: AdminConversationView;
}) {
  const post = usePostSupportMessage(quoteId);
  const form = useZodForm(supportFormSchema, { defaultValues: { text: '' } });
  const support = conversation.kind === 'support';
  const party = partyName(conversation);
  return (
    <Form
      form={form}
      aria-label={
        support ? `Write to ${party}` : `Write to ${party} and ${conversation.customerName}`
      }
      onSubmit={async ({ text }) => {
        await post.mutateAsync({ conversationId: conversation.id, text });
        form.reset({ text: '' });
      }}
    >
      <TextAreaField
        name="text"
        label={
          support ? `Write to ${party} as Fixwell support` : 'Write to both as Fixwell support'
        }
        hint={
          support
            ? 'They see it in their Messages and are told in the app.'
            : 'Both of them see it in the conversation, marked as from Fixwell support.'
        }
        rows={3}
      />
      <div className="form-actions">
        <SubmitButton pendingText="Sending…">Send as Fixwell support</SubmitButton>
      </div>
    </Form>
  );
}

function senderLabel(message: AdminMessage, conversation: AdminConversationView): string {
  switch (message.senderRole) {
    case 'company':
      return conversation.companyName;
    case 'customer':
      return conversation.customerName;
    case 'admin':
      return 'Fixwell';
    default:
      return 'Fixwell (automatic)';
  }
}

function HideForm({
  quoteId,
  conversationId,
  messageId,
  onDone,
}: {
  quoteId: string;
  conversationId: string;
  messageId: string;
  onDone: () => void;
}) {
  const hide = useHideMessage(quoteId);
  const form = useZodForm(hideFormSchema, { defaultValues: { reason: '' } });
  return (
    <Form
      form={form}
      aria-label="Hide the message"
      onSubmit={async ({ reason }) => {
        await hide.mutateAsync({ conversationId, messageId, reason });
        onDone();
      }}
    >
      <TextAreaField name="reason" label="Why is it hidden? (the participants see this)" rows={2} />
      <div className="form-actions">
        <SubmitButton pendingText="Hiding…">Hide message</SubmitButton>
        <button type="button" className="button button--secondary" onClick={onDone}>
          Cancel
        </button>
      </div>
    </Form>
  );
}

function AdminMessageItem({
  quoteId,
  conversation,
  message,
}: {
  quoteId: string;
  conversation: AdminConversationView;
  message: AdminMessage;
}) {
  const [hiding, setHiding] = useState(false);
  const at = new Date(message.createdAt);
  return (
    <li
      className={`chat-admin__message${message.kind === 'system' ? ' chat-admin__message--system' : ''}`}
    >
      <p className="chat-admin__meta">
        <strong>{senderLabel(message, conversation)}</strong>{' '}
        <time dateTime={message.createdAt}>
          {formatLongDate(at)}, {formatChatTime(at)}
        </time>
        {message.editedAt ? ' · edited' : null}
      </p>
      {message.text ? (
        <p className="chat-message__text">
          <LinkifiedText text={message.text} />
        </p>
      ) : null}
      {message.attachment ? <AttachmentView attachment={message.attachment} /> : null}
      {message.hidden ? (
        <p className="chat-admin__hidden">
          Hidden on {formatLongDate(new Date(message.hidden.at))}: {message.hidden.reason}
        </p>
      ) : null}
      {!message.hidden && message.kind === 'text' ? (
        hiding ? (
          <HideForm
            quoteId={quoteId}
            conversationId={conversation.id}
            messageId={message.id}
            onDone={() => setHiding(false)}
          />
        ) : (
          <button type="button" className="link-button" onClick={() => setHiding(true)}>
            Hide <span className="visually-hidden">this message</span>
          </button>
        )
      ) : null}
    </li>
  );
}

function ConversationSection({
  quoteId,
  conversation,
}: {
  quoteId: string;
  conversation: AdminConversationView;
}) {
  const headingId = useId();
  return (
    <section className="chat-admin__conversation card" aria-labelledby={headingId}>
      <h2 id={headingId}>
        {conversation.kind === 'support'
          ? `${partyName(conversation)} and ${SUPPORT_NAME}`
          : `${conversation.companyName} and ${conversation.customerName}`}
      </h2>
      {conversation.messages.length === 0 ? (
        <p>No messages yet.</p>
      ) : (
        <ol className="chat-admin__messages">
          {conversation.messages.map((message) => (
            <AdminMessageItem
              key={message.id}
              quoteId={quoteId}
              conversation={conversation}
              message={message}
            />
          ))}
        </ol>
      )}
      <SupportMessageForm quoteId={quoteId} conversation={conversation} />
    </section>
  );
}

const newSupportFormSchema = postSupportMessageSchema.pick({ text: true });

/** Opens a party's conversation with Fixwell support by writing its first message. */
function NewSupportConversationForm({ quoteId, party }: { quoteId: string; party: SupportParty }) {
  const open = useOpenSupportConversation(quoteId);
  const form = useZodForm(newSupportFormSchema, { defaultValues: { text: '' } });
  const who = party.party === 'customer' ? `${party.name} (the customer)` : party.name;
  return (
    <Form
      form={form}
      aria-label={`Write to ${who}`}
      onSubmit={async ({ text }) => {
        await open.mutateAsync({
          party: party.party,
          ...(party.companyId ? { companyId: party.companyId } : {}),
          text,
        });
        form.reset({ text: '' });
      }}
    >
      <TextAreaField
        name="text"
        label={`Write to ${who} as Fixwell support`}
        hint="Starts a conversation only they and Fixwell read; they are told in the app."
        rows={3}
      />
      <div className="form-actions">
        <SubmitButton pendingText="Sending…">Send as Fixwell support</SubmitButton>
      </div>
    </Form>
  );
}

/**
 * The quote's customer and matched companies an admin has no support conversation with yet: one
 * form each. A guest customer is named with the reason they cannot be written to in the app.
 */
function SupportParties({ quoteId, parties }: { quoteId: string; parties: SupportParty[] }) {
  const headingId = useId();
  const waiting = parties.filter((party) => party.supportConversationId === null);
  if (waiting.length === 0) return null;
  return (
    <section className="chat-admin__conversation card" aria-labelledby={headingId}>
      <h2 id={headingId}>Write to one of them as Fixwell support</h2>
      {waiting.map((party) =>
        party.reachable ? (
          <NewSupportConversationForm
            key={party.companyId ?? 'customer'}
            quoteId={quoteId}
            party={party}
          />
        ) : (
          <p key={party.companyId ?? 'customer'}>
            {party.name} (the customer) has no Fixwell account yet, so cannot read messages in the
            app: write to them by email.
          </p>
        ),
      )}
    </section>
  );
}

/**
 * Every conversation of a quote for an admin: read-only for what the participants wrote (a
 * message may be hidden with a reason), plus a message as Fixwell support into any of them, or to
 * the customer or a matched company on their own (a support conversation).
 */
export function AdminQuoteConversations({ quoteId }: { quoteId: string }) {
  const conversations = useQuoteConversations(quoteId);
  return (
    <div className="chat-admin">
      <p className="notice" role="note">
        {ADMIN_VIEW_NOTICE}
      </p>
      {conversations.isError ? (
        <LoadError
          message={`We could not load the conversations. ${conversations.error.message}`}
          onRetry={() => void conversations.refetch()}
          retrying={conversations.isFetching}
        />
      ) : conversations.isPending ? (
        <LoadingBlock label="Loading the conversations…" lines={6} />
      ) : (
        <>
          {conversations.data.conversations.length === 0 ? (
            <p>No company has a conversation about this quote request yet.</p>
          ) : (
            conversations.data.conversations.map((conversation) => (
              <ConversationSection
                key={conversation.id}
                quoteId={quoteId}
                conversation={conversation}
              />
            ))
          )}
          <SupportParties quoteId={quoteId} parties={conversations.data.parties} />
        </>
      )}
    </div>
  );
}
