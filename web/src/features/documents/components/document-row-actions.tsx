import { voidDocumentCallable } from '@fixwell/common/callables';
import {
  DOCUMENT_KIND_LABELS,
  type DocumentStatus,
} from '@fixwell/common/documents/document-labels';
import { useState } from 'react';
import { Link } from 'react-router';

import { confirm } from '@/components/confirm-dialog/confirm-store';
import { Form, SubmitButton } from '@/components/form/form';
import { TextAreaField } from '@/components/form/bound-fields';
import { useZodForm } from '@/components/form/use-zod-form';
import { href, paths } from '@/config/paths';
import {
  useConvertQuoteToInvoice,
  useDuplicateDocument,
  useSendDocumentReminder,
  useVoidDocument,
} from '@/features/documents/api/document-actions';
import type { CompanyDocument } from '@/features/documents/document-types';

/** What an action did, for the list's message: words, and a draft it made to open. */
export type ActionResult =
  | { kind: 'success'; message: string; draft?: { id: string; kind: CompanyDocument['kind'] } }
  | { kind: 'error'; message: string };

const REMINDABLE: readonly DocumentStatus[] = ['sent', 'viewed', 'part-paid', 'overdue'];
const VOIDABLE: readonly DocumentStatus[] = ['sent', 'viewed', 'overdue'];

/** The editor's address for a draft. */
export function editDraftHref(document: Pick<CompanyDocument, 'id' | 'kind'>): string {
  return `${paths.companyInvoiceNew}?kind=${document.kind}&document=${encodeURIComponent(document.id)}`;
}

/** The name a row's buttons carry for screen readers: "Q-0001" or "draft quote for Jane". */
export function documentName(document: CompanyDocument): string {
  return (
    document.number ??
    `draft ${DOCUMENT_KIND_LABELS[document.kind].toLowerCase()} for ${document.customer.name}`
  );
}

const voidFormSchema = voidDocumentCallable.input.pick({ reason: true });

function VoidForm({
  document,
  onDone,
  onCancel,
}: {
  document: CompanyDocument;
  onDone: (result: ActionResult) => void;
  onCancel: () => void;
}) {
  const form = useZodForm(voidFormSchema, { defaultValues: { reason: '' } });
  const voidIt = useVoidDocument();
  const name = documentName(document);
  return (
    <Form
      form={form}
      aria-label={`Void ${name}`}
      className="documents-list__void"
      onSubmit={async ({ reason }) => {
        const sure = await confirm({
          title: `Void ${name}?`,
          message:
            'The customer can no longer pay it and it stays in your records marked void. This cannot be undone.',
          confirmText: 'Void invoice',
          cancelText: 'Keep it',
          variant: 'danger',
        });
        if (!sure) return;
        await voidIt.mutateAsync({ documentId: document.id, reason });
        onDone({ kind: 'success', message: `${name} is void.` });
      }}
    >
      <TextAreaField
        name="reason"
        label={`Why is ${name} void?`}
        hint="Kept with the invoice; your customer does not see it."
        rows={2}
      />
      <div className="form-actions">
        <button type="button" className="button button--secondary" onClick={onCancel}>
          Cancel
        </button>
        <SubmitButton pendingText="Voiding…">Void invoice</SubmitButton>
      </div>
    </Form>
  );
}

/** The actions a row offers for the document's kind and status; each reports through `onResult`. */
export function DocumentRowActions({
  document,
  onResult,
}: {
  document: CompanyDocument;
  onResult: (result: ActionResult) => void;
}) {
  const [voiding, setVoiding] = useState(false);
  const duplicate = useDuplicateDocument();
  const remind = useSendDocumentReminder();
  const convert = useConvertQuoteToInvoice();
  const busy = duplicate.isPending || remind.isPending || convert.isPending;
  const name = documentName(document);
  const fail = (error: Error) => onResult({ kind: 'error', message: error.message });

  const isInvoice = document.kind === 'invoice';
  const canRemind = isInvoice && REMINDABLE.includes(document.status);
  const canVoid = isInvoice && VOIDABLE.includes(document.status);
  const canConvert = document.kind === 'quote' && document.status === 'accepted';

  return (
    <div className="documents-list__actions">
      <a
        className="button button--secondary"
        href={href(paths.document, { id: document.id })}
        target="_blank"
        rel="noopener noreferrer"

        aria-label={`Open ${name} (opens in a new tab)`}
      >
        Open
      </a>
      {document.status === 'draft' ? (
        <Link
          className="button button--secondary"
          to={editDraftHref(document)}
          aria-label={`Edit ${name}`}
        >
          Edit
        </Link>
      ) : null}
      <button
        type="button"
        className="button button--secondary"
        disabled={busy}
        onClick={() =>
          duplicate.mutate(document.id, {
            onSuccess: ({ documentId }) =>
              onResult({
                kind: 'success',
                message: `${name} was copied to a new draft.`,
                draft: { id: documentId, kind: document.kind },
              }),
            onError: fail,
          })
        }

        aria-label={`Duplicate ${name}`}
      >
        Duplicate
      </button>
      {canRemind ? (
        <button
          type="button"
          className="button button--secondary"
          disabled={busy}
          onClick={() =>
            remind.mutate(document.id, {
              onSuccess: () =>
                onResult({
                  kind: 'success',
                  message: `A reminder for ${name} was sent to ${document.customer.email}.`,
                }),
              onError: fail,
            })
          }

          aria-label={`Send a reminder for ${name}`}
        >
          Send a reminder
        </button>
      ) : null}
      {canConvert ? (
        <>
          <button
            type="button"
            className="button button--secondary"
            disabled={busy}
            onClick={() =>
              convert.mutate(
                { documentId: document.id, deposit: false },
                {
                  onSuccess: ({ documentId }) =>
                    onResult({
                      kind: 'success',
                      message: `An invoice draft was made from ${name}.`,
                      draft: { id: documentId, kind: 'invoice' },
                    }),
                  onError: fail,
                },
              )
            }

            aria-label={`Convert to invoice (${name})`}
          >
            Convert to invoice
          </button>
          {document.depositPercent ? (
            <button
              type="button"
              className="button button--secondary"
              disabled={busy}
              onClick={() =>
                convert.mutate(
                  { documentId: document.id, deposit: true },
                  {
                    onSuccess: ({ documentId }) =>
                      onResult({
                        kind: 'success',
                        message: `A deposit invoice draft (${document.depositPercent}%) was made from ${name}.`,
                        draft: { id: documentId, kind: 'invoice' },
                      }),
                    onError: fail,
                  },
                )
              }

              aria-label={`Deposit invoice (${name})`}
            >
              Deposit invoice
            </button>
          ) : null}
        </>
      ) : null}
      {canVoid && !voiding ? (
        <button
          type="button"
          className="button button--secondary"
          onClick={() => setVoiding(true)}

          aria-label={`Void ${name}`}
        >
          Void
        </button>
      ) : null}
      {voiding ? (
        <VoidForm
          document={document}
          onCancel={() => setVoiding(false)}
          onDone={(result) => {
            setVoiding(false);
            onResult(result);
          }}
        />
      ) : null}
    </div>
  );
}
