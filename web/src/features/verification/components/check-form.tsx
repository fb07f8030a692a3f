import { londonDateOf } from '@fixwell/common/london-time';
import {
  detailsSchemaOf,
  insuranceDetailsSchema,
  insuranceExpiryProblem,
  verificationCheckInfo,
  VERIFICATION_MESSAGES,
  type EvidenceFile,
  type VerificationCheckType,
} from '@fixwell/common/companies/verification';
import { useId, useState } from 'react';
import { z } from 'zod';

import { TextField } from '@/components/form/bound-fields';
import { Form, SubmitButton } from '@/components/form/form';
import { useZodForm } from '@/components/form/use-zod-form';
import { toast } from '@/components/toast/toast-store';
import { useSubmitVerificationCheck } from '@/features/verification/api/submit-verification-check';
import { EvidencePicker } from '@/features/verification/components/evidence-picker';

/** Pounds as people type them ("2,000,000", "£1m" is not accepted) into the schema's pence. */
const coverPoundsSchema = z
  .string()
  .trim()
  .transform((value) => {
    const cleaned = value.replace(/[£,\s]/g, '');
    return /^\d+(\.\d{1,2})?$/.test(cleaned) ? Math.round(Number(cleaned) * 100) : Number.NaN;
  })
  .pipe(insuranceDetailsSchema.shape.coverPence);

/** The insurance form: the shared details schema, with the cover typed in pounds. */
export const insuranceFormSchema = insuranceDetailsSchema
  .omit({ coverPence: true })
  .extend({ coverPounds: coverPoundsSchema })
  .superRefine((values, ctx) => {
    const problem = insuranceExpiryProblem(values.expiresOn, londonDateOf(Date.now()));
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['expiresOn'] });
  });

type CheckFormProps = {
  companyId: string;
  type: VerificationCheckType;
  onSubmitted: () => void;
};

/** The server's per-field messages ("details.expiresOn") onto this form's fields. */
function serverFields(error: unknown): Record<string, string> {
  const details = (error as { details?: { fields?: Record<string, string> } } | null)?.details;
  const fields: Record<string, string> = {};
  for (const [path, message] of Object.entries(details?.fields ?? {})) {
    const field = path.replace(/^details\./, '');
    fields[field === 'coverPence' ? 'coverPounds' : field] = message;
  }
  return fields;
}

function useEvidence() {
  const [files, setFiles] = useState<EvidenceFile[]>([]);
  const [error, setError] = useState<string | undefined>();
  return {
    files,
    error,
    onChange: (next: EvidenceFile[]) => {
      setFiles(next);
      if (next.length > 0) setError(undefined);
    },
    /** The ids to send, or null (with the field's message) when none is uploaded yet. */
    ids: () => {
      if (files.length === 0) {
        setError(VERIFICATION_MESSAGES.evidenceRequired);
        return null;
      }
      return files.map((file) => file.fileId);
    },
  };
}

/** Submits (or submits again) one check with its details and evidence. */
export function CheckForm({ companyId, type, onSubmitted }: CheckFormProps) {
  return type === 'insurance' ? (
    <InsuranceForm companyId={companyId} onSubmitted={onSubmitted} />
  ) : (
    <NumberForm companyId={companyId} type={type} onSubmitted={onSubmitted} />
  );
}

function InsuranceForm({ companyId, onSubmitted }: Omit<CheckFormProps, 'type'>) {
  const base = useId();
  const submit = useSubmitVerificationCheck(companyId);
  const evidence = useEvidence();
  const form = useZodForm(insuranceFormSchema, {
    defaultValues: { insurer: '', policyNumber: '', coverPounds: '', expiresOn: '' },
  });
  return (
    <Form
      form={form}
      aria-labelledby={`${base}-title`}
      onSubmit={async ({ coverPounds, ...details }) => {
        const ids = evidence.ids();
        if (!ids) return;
        try {
          await submit.mutateAsync({
            type: 'insurance',
            details: { ...details, coverPence: coverPounds },
            evidence: ids,
          });
        } catch (error) {
          for (const [field, message] of Object.entries(serverFields(error)))
            form.setError(field as 'insurer', { message });
          throw error;
        }
        toast.success('Insurance submitted', 'We check within 2 working days.');
        onSubmitted();
      }}
    >
      <p id={`${base}-title`} className="visually-hidden">
        Submit your insurance
      </p>
      <TextField name="insurer" label="Insurer" autoComplete="organization" />
      <TextField name="policyNumber" label="Policy number" />
      <TextField
        name="coverPounds"
        label="Public liability cover (£)"
        hint="At least £100,000, for example 2,000,000."
        inputMode="decimal"
      />
      <TextField name="expiresOn" label="Expiry date" type="date" />
      <EvidencePicker onChange={evidence.onChange} error={evidence.error} />
      <div className="form-actions">
        <SubmitButton pendingText="Submitting…">Submit for review</SubmitButton>
      </div>
    </Form>
  );
}

function NumberForm({ companyId, type, onSubmitted }: CheckFormProps) {
  const base = useId();
  const submit = useSubmitVerificationCheck(companyId);
  const evidence = useEvidence();
  const info = verificationCheckInfo(type);
  const form = useZodForm(
    detailsSchemaOf(type) as z.ZodType<{ number: string }, { number: string }>,
    {
      defaultValues: { number: '' },
    },
  );
  return (
    <Form
      form={form}
      aria-labelledby={`${base}-title`}
      onSubmit={async (details) => {
        const ids = evidence.ids();
        if (!ids) return;
        try {
          await submit.mutateAsync({ type, details, evidence: ids });
        } catch (error) {
          const fields = serverFields(error);
          if (fields.number) form.setError('number', { message: fields.number });
          throw error;
        }
        toast.success(`${info.label} submitted`, 'We check within 2 working days.');
        onSubmitted();
      }}
    >
      <p id={`${base}-title`} className="visually-hidden">
        Submit your {info.label}
      </p>
      <TextField
        name="number"
        label={type === 'companies-house' ? 'Company number' : 'Registration number'}
        hint={info.hint}
      />
      <EvidencePicker onChange={evidence.onChange} error={evidence.error} />
      <div className="form-actions">
        <SubmitButton pendingText="Submitting…">Submit for review</SubmitButton>
      </div>
    </Form>
  );
}
