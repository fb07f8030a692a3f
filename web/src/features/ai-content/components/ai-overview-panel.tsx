import { formatCostPence, LOCAL_PROVIDER_LABEL } from '@fixwell/common/admin/ai-content';

import { QueryState, TextPlaceholder } from '@/components/query-state';
import { useAiOverview } from '@/features/ai-content/api/get-ai-content';
import { formatLongDate } from '@/utils/format';

import './ai-content.css';

const count = (value: number) => value.toLocaleString('en-GB');

/** "At midnight, London time, as 23 November 2026 begins". */
function resetTime(millis: number): string {
  return `At midnight, London time, as ${formatLongDate(millis)} begins`;
}

/** The provider that writes drafts here, its model and today's use against the daily limits. */
export function AiOverviewPanel() {
  const overview = useAiOverview();
  return (
    <QueryState
      query={overview}
      what="the AI provider and today’s usage"
      placeholder={<TextPlaceholder lines={4} />}
    >
      {({ provider, providerLabel, model, endpoint, settings, today }) => (
        <>
          {provider === 'local' ? (
            <p className="notice notice--warning" data-testid="local-provider-notice">
              <strong>{LOCAL_PROVIDER_LABEL}.</strong> This deployment uses the local test provider:
              drafts are a fixed template made from your brief, for trying the workflow offline. Set
              AI_PROVIDER to openai-compatible to use a model.
            </p>
          ) : null}
          <dl className="ai-overview">
            <dt>Provider</dt>
            <dd>{providerLabel}</dd>
            <dt>Model</dt>
            <dd>
              <code>{model}</code>
            </dd>
            {endpoint ? (
              <>
                <dt>Endpoint</dt>
                <dd>
                  <code>{endpoint}</code>
                </dd>
              </>
            ) : null}
            <dt>Requests today</dt>
            <dd>
              {count(today.requests)} of {count(settings.dailyRequestLimit)}
            </dd>
            <dt>Tokens today</dt>
            <dd>
              {count(today.tokens)} of {count(settings.dailyTokenLimit)}
            </dd>
            <dt>Estimated cost today</dt>
            <dd>{formatCostPence(today.costPence)}</dd>
            <dt>Limits reset</dt>
            <dd>{resetTime(today.resetsAt)}</dd>
          </dl>
        </>
      )}
    </QueryState>
  );
}
