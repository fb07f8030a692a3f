import {
  APPOINTMENT_DURATIONS,
  APPOINTMENT_TIME_STEPS,
  formatClockTime,
  londonDateOf,
} from '@fixwell/common/london-time';

import { SelectField, TextField } from '@/components/form/bound-fields';

/**
 * The date, arrival window (30-minute steps) and duration of an appointment, bound to the
 * surrounding form under `prefix` (`time`): the shape of the contract's `appointmentTimeSchema`.
 */
export function AppointmentTimeFields({
  prefix = 'time',
  now = new Date(),
}: {
  prefix?: string;
  now?: Date;
}) {
  return (
    <fieldset className="appointment-form__time">
      <legend className="form-field__label">When</legend>
      <TextField name={`${prefix}.date`} label="Date" type="date" min={londonDateOf(now)} />
      <div className="appointment-form__window">
        <SelectField name={`${prefix}.windowStart`} label="Arrive from">
          {APPOINTMENT_TIME_STEPS.map((time) => (
            <option key={time} value={time}>
              {formatClockTime(time)}
            </option>
          ))}
        </SelectField>
        <SelectField name={`${prefix}.windowEnd`} label="Arrive by">
          {APPOINTMENT_TIME_STEPS.map((time) => (
            <option key={time} value={time}>
              {formatClockTime(time)}
            </option>
          ))}
        </SelectField>
      </div>
      <SelectField name={`${prefix}.durationMinutes`} label="How long it takes">
        {APPOINTMENT_DURATIONS.map(({ minutes, label }) => (
          <option key={minutes} value={String(minutes)}>
            {label}
          </option>
        ))}
      </SelectField>
    </fieldset>
  );
}
