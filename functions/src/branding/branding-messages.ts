import { LOGO_MESSAGES } from '@fixwell/common/company-branding-logo';

/** The saveBranding callable's refusals, meant for the company reading them. */
export const BRANDING_MESSAGES = {
  notCompany: 'Only an active trade company can change its branding.',
  noCompany: LOGO_MESSAGES.noCompany,
  invalid: 'Check the branding details and try again.',
} as const;
