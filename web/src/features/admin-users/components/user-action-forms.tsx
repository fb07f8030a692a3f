import {
  adminUserActionFormSchema,
  adminUserRoleFormSchema,
  ROLE_LABELS,
} from '@fixwell/common/admin/admin-users';
import { ROLES, type Role } from '@fixwell/common/user-profile';
import { useId } from 'react';

import { SelectField, TextAreaField, TextField } from '@/components/form/bound-fields';
import { Form, SubmitButton } from '@/components/form/form';
import { useZodForm } from '@/components/form/use-zod-form';
import { toast } from '@/components/toast/toast-store';
import type { AdminUserRow } from '@/features/admin-users/api/admin-users-data';
import { useSetUserActive, useSetUserRole } from '@/features/admin-users/api/change-user';

const PASSWORD_HINT = 'Your own password: changing an account needs a recent sign-in.';

function ReasonAndPassword({ reasonHint }: { reasonHint: string }) {
  return (
    <>
      <TextAreaField name="reason" label="Reason" hint={reasonHint} rows={3} />
      <TextField
        name="password"
        label="Your password"
        hint={PASSWORD_HINT}
        type="password"
        autoComplete="current-password"
      />
    </>
  );
}

/** Deactivate (sign-in refused, open sessions ended within minutes) or reactivate an account. */
export function ActiveForm({ user }: { user: AdminUserRow }) {
  const base = useId();
  const change = useSetUserActive();
  const form = useZodForm(adminUserActionFormSchema, {
    defaultValues: { reason: '', password: '' },
  });
  const deactivating = user.active;
  return (
    <Form
      form={form}
      aria-labelledby={`${base}-title`}
      onSubmit={async ({ reason, password }) => {
        await change.mutateAsync({ uid: user.id, active: !deactivating, reason, password });
        form.reset({ reason: '', password: '' });
        toast.success(deactivating ? 'Account deactivated' : 'Account reactivated');
      }}
    >
      <h3 id={`${base}-title`}>
        {deactivating ? 'Deactivate this account' : 'Reactivate this account'}
      </h3>
      <p>
        {deactivating
          ? 'They are signed out of every device within minutes and cannot sign in again until reactivated. They are told by email; the reason stays in the audit log.'
          : 'They can sign in again, and are told by email.'}
      </p>
      <ReasonAndPassword reasonHint="Kept in the audit log, which every admin can read." />
      <div className="form-actions">
        <SubmitButton pendingText={deactivating ? 'Deactivating…' : 'Reactivating…'}>
          {deactivating ? 'Deactivate account' : 'Reactivate account'}
        </SubmitButton>
      </div>
    </Form>
  );
}

/** Change the account's role (never one's own: the page does not offer it, the server refuses). */
export function RoleForm({ user }: { user: AdminUserRow }) {
  const base = useId();
  const change = useSetUserRole();
  const others = ROLES.filter((role) => role !== user.role);
  const form = useZodForm(adminUserRoleFormSchema, {
    defaultValues: { role: others[0] as Role, reason: '', password: '' },
  });
  return (
    <Form
      form={form}
      aria-labelledby={`${base}-title`}
      onSubmit={async ({ role, reason, password }) => {
        await change.mutateAsync({ uid: user.id, role, reason, password });
        form.reset({ role: ROLES.find((r) => r !== role) as Role, reason: '', password: '' });
        toast.success(`Role changed to ${ROLE_LABELS[role].toLowerCase()}`);
      }}
    >
      <h3 id={`${base}-title`}>Change role</h3>
      <p>
        A company with leads or a live subscription stays a company. A company that leaves the role
        has its profile hidden until it becomes a company again.
      </p>
      <SelectField name="role" label="New role">
        {others.map((role) => (
          <option key={role} value={role}>
            {ROLE_LABELS[role]}
          </option>
        ))}
      </SelectField>
      <ReasonAndPassword reasonHint="Kept in the audit log, which every admin can read." />
      <div className="form-actions">
        <SubmitButton pendingText="Changing the role…">Change role</SubmitButton>
      </div>
    </Form>
  );
}
