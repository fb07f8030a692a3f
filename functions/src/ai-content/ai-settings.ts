import { FieldValue } from 'firebase-admin/firestore';

import {
  AI_PROVIDER_LABELS,
  AI_SETTINGS_AUDIT_ACTION,
  AI_SETTINGS_TARGET,
  aiSettingsOf,
  aiUsageDayOf,
  type AiOverview,
  type AiSettingsDocument,
  type AiUsageDayDocument,
} from '@fixwell/common/admin/ai-content';
import { getAiOverviewCallable, updateAiSettingsCallable } from '@fixwell/common/callables';
import type { Timestamp } from 'firebase-admin/firestore';

import { actorOf } from '../blog/blog-store';
import { recordAdminAction } from '../lib/admin-audit';
import { runTransaction } from '../lib/transaction';
import { onCallable } from '../lib/callable';
import { readDoc, type WriteTime } from '../lib/documents';
import { changedAiSettings } from './ai-decisions';
import { configuredEndpoint, configuredModel, configuredProviderName } from './ai-provider';
import { aiAdminOnly, aiSettingsRef, aiUsageDayRef, readAiSettings } from './ai-store';

/**
 * What /admin/ai-content and /admin/blog/ai-management show: the provider this deployment runs
 * (read-only: it is the functions' configuration), the model, the settings and today's totals.
 */
export const getAiOverview = onCallable(
  getAiOverviewCallable,
  async () => {
    const { day, resetsAt } = aiUsageDayOf(Date.now());
    const [settings, today] = await Promise.all([
      readAiSettings(),
      aiUsageDayRef(day)
        .get()
        .then((snapshot) => readDoc<AiUsageDayDocument<Timestamp>>(snapshot)),
    ]);
    const provider = configuredProviderName();
    const deploymentModel = configuredModel();
    return {
      provider,
      providerLabel: AI_PROVIDER_LABELS[provider],
      model: provider === 'local' ? deploymentModel : settings.model || deploymentModel,
      configuredModel: deploymentModel,
      endpoint: configuredEndpoint(),
      settings,
      today: {
        day,
        requests: today?.requests ?? 0,
        tokens: (today?.inputTokens ?? 0) + (today?.outputTokens ?? 0),
        costPence: today?.costPence ?? 0,
        resetsAt,
      },
    } satisfies AiOverview;
  },
  aiAdminOnly,
);

/**
 * An admin saves the AI drafts' settings (model, daily limits, prices, house style): one
 * transaction writes them and an `adminAudit` entry with each changed field before and after;
 * saving the settings in force writes nothing.
 */
export const updateAiSettings = onCallable(
  updateAiSettingsCallable,
  async (input, { uid }) => {
    const actor = await actorOf(uid);
    const changed = await runTransaction(async (tx) => {
      const snapshot = await tx.get(aiSettingsRef());
      const before = aiSettingsOf(readDoc<AiSettingsDocument<Timestamp>>(snapshot));
      const change = changedAiSettings(before, input);
      const keys = Object.keys(change.after);
      if (keys.length === 0) return keys;
      tx.set(aiSettingsRef(), {
        ...input,
        updatedAt: FieldValue.serverTimestamp(),
      } satisfies AiSettingsDocument<WriteTime>);
      recordAdminAction(tx, {
        action: AI_SETTINGS_AUDIT_ACTION,
        actor,
        target: AI_SETTINGS_TARGET,
        before: change.before,
        after: change.after,
        reason: null,
      });
      return keys;
    });
    return { settings: input, changed };
  },
  aiAdminOnly,
);
