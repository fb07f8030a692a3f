import { londonTimeOf } from '@fixwell/common/london-time';
import {
  ADMIN_USER_STATUSES,
  ROLE_LABELS,
  type AdminUserStatus,
} from '@fixwell/common/admin/admin-users';
import { isRole } from '@fixwell/common/user-profile';

import type { AdminUserFilters } from '@/features/admin-users/api/admin-users-data';
import { formatLongDate } from '@/utils/format';

export const STATUS_LABELS: Record<AdminUserStatus, string> = {
  active: 'Active',
  deactivated: 'Deactivated',
};

/** "22 November 2026, 14:05" (London time), or a dash. */
export function formatDateTime(date: Date | string | null): string {
  if (!date) return '—';
  const value = typeof date === 'string' ? new Date(date) : date;
  return `${formatLongDate(value)}, ${londonTimeOf(value)}`;
}

export function formatDate(date: Date | null): string {
  return date ? formatLongDate(date) : '—';
}

export const roleLabel = (role: string | null) => (isRole(role) ? ROLE_LABELS[role] : 'No role');

/** The filters a URL asks for; an unknown value is ignored rather than showing an empty list. */
export function filtersFromSearch(params: URLSearchParams): AdminUserFilters {
  const q = params.get('q')?.trim();
  const role = params.get('role');
  const status = params.get('status');
  return {
    ...(q ? { q } : {}),
    ...(isRole(role) ? { role } : {}),
    ...((ADMIN_USER_STATUSES as readonly string[]).includes(status ?? '')
      ? { status: status as AdminUserStatus }
      : {}),
  };
}

const AUDIT_LABELS: Record<string, string> = {
  'user.deactivate': 'Deactivated',
  'user.reactivate': 'Reactivated',
  'user.role': 'Role changed',
  'company.suspend': 'Company suspended',
  'company.unsuspend': 'Company suspension lifted',
  'verification.verify': 'Company check verified',
  'verification.reject': 'Company check rejected',
};

/** What an audit entry did, in words ("Role changed from Customer to Admin"). */
export function auditLabel(
  action: string,
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): string {
  const label = AUDIT_LABELS[action] ?? action;
  if (action === 'user.role' && typeof before?.role === 'string' && typeof after?.role === 'string')
    return `${label} from ${roleLabel(before.role)} to ${roleLabel(after.role)}`;
  return label;
}
