import { SETTING_LABELS } from '@fixwell/common/admin/platform-settings';
import { londonTimeOf } from '@fixwell/common/london-time';

import { QueryState } from '@/components/query-state';
import { useSettingsHistory } from '@/features/platform-settings/api/get-platform-settings';
import type { SettingsChange } from '@/features/platform-settings/api/platform-settings-data';
import { formatLongDate } from '@/utils/format';

/** A value as the history shows it: on/off for switches, "not set" for nothing. */
function shown(value: unknown): string {
  if (value === true) return 'on';
  if (value === false) return 'off';
  if (value === null || value === undefined || value === '') return 'not set';
  return String(value);
}

function Change({ change }: { change: SettingsChange }) {
  const names = Object.keys(change.after);
  return (
    <li>
      <p className="platform-settings__when">
        {formatLongDate(change.at)} at {londonTimeOf(change.at)} by{' '}
        {change.actorEmail || 'an admin'}
      </p>
      <ul>
        {names.map((name) => (
          <li key={name}>
            {SETTING_LABELS[name] ?? name}: {shown(change.before[name])} →{' '}
            {shown(change.after[name])}
          </li>
        ))}
      </ul>
    </li>
  );
}

/** The latest changes to the platform settings, newest first, from `adminAudit`. */
export function SettingsHistory() {
  const history = useSettingsHistory();
  return (
    <section aria-labelledby="settings-history-heading">
      <h2 id="settings-history-heading">History of changes</h2>
      <QueryState query={history} what="the history of changes">
        {(changes) =>
          changes.length === 0 ? (
            <p>No change has been made here yet.</p>
          ) : (
            <ol className="platform-settings__history" aria-label="Changes, newest first">
              {changes.map((change) => (
                <Change key={change.id} change={change} />
              ))}
            </ol>
          )
        }
      </QueryState>
    </section>
  );
}
