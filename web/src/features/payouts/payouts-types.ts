import type { ConnectAccountDocument } from '@fixwell/common/billing/connect-account';

/** `connectAccounts/{uid}` as the pages use it, its times as `Date`. */
export type ConnectAccount = ConnectAccountDocument<Date>;
