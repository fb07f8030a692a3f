// The dashboards feature's only contact with Firebase: one callable per dashboard, each answering
// the whole summary gathered on the server. Hooks build on these, so tests replace this module.
import {
  getCompanyDashboardCallable,
  getCustomerDashboardCallable,
} from '@fixwell/common/callables';
import type { CompanyDashboard, CustomerDashboard } from '@fixwell/common/dashboards';

import { callFunction } from '@/lib/call-function';

/** `/customer`: open requests, unread messages, next appointment, documents, reviews to write. */
export function getCustomerDashboard(): Promise<CustomerDashboard> {
  return callFunction(
    getCustomerDashboardCallable,
    {},
    { fallback: 'We could not load your dashboard. Please try again.' },
  );
}

/** `/company`: new leads and allowance, unread messages, the week ahead, figures, money owed. */
export function getCompanyDashboard(): Promise<CompanyDashboard> {
  return callFunction(
    getCompanyDashboardCallable,
    {},
    { fallback: 'We could not load your dashboard. Please try again.' },
  );
}
