/** Why a dashboard callable refuses a caller. */
export const DASHBOARD_MESSAGES = {
  customerOnly: 'Only a customer account has this dashboard.',
  companyOnly: 'Only a company account has this dashboard.',
} as const;
