import { INDEXNOW_MESSAGES } from '@fixwell/common/admin/indexnow';
import { getIndexNowSettingsCallable } from '@fixwell/common/callables';

import { appUrl } from '../lib/app-url';
import { onCallable } from '../lib/callable';
import { requireActiveRole } from '../lib/callable-guards';
import { indexNowEndpoint } from './index-now-endpoint';
import { indexNowKey } from './index-now-key';

/** Admins: the key (made on first use), where search engines read it, and the endpoint. */
export const getIndexNowSettings = onCallable(
  getIndexNowSettingsCallable,
  async () => {
    const key = await indexNowKey();
    const origin = new URL(appUrl());
    return {
      key,
      keyLocation: `${origin.origin}/${key}.txt`,
      host: origin.host,
      endpoint: indexNowEndpoint(),
    };
  },
  {
    auth: 'required',
    guard: ({ uid }) => requireActiveRole(uid, 'admin', INDEXNOW_MESSAGES.notAdmin),
  },
);
