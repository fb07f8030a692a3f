import { WEEKDAY_LABELS } from '@fixwell/common/companies/company-profile';
import { WEEKDAYS, type Weekday } from '@fixwell/common/company';
import { useId } from 'react';
import { useFormContext } from 'react-hook-form';

import { TextField, useFieldError } from '@/components/form/bound-fields';

/** One day: open or closed, and when. The times are checked only on days marked open. */
function DayHours({ day }: { day: Weekday }) {
  const id = useId();
  const { register, watch } = useFormContext();
  const name = `openingHours.days.${day}`;
  const open = watch(`${name}.open`) as boolean;
  const opensError = useFieldError(`${name}.opens`);
  const closesError = useFieldError(`${name}.closes`);
  const label = WEEKDAY_LABELS[day];
  return (
    <fieldset className="profile-editor__day" aria-describedby={`${id}-error`}>
      <legend className="visually-hidden">{label}</legend>
      <div className="form-field__option profile-editor__day-open">
        <input id={`${id}-open`} type="checkbox" {...register(`${name}.open`)} />
        <label htmlFor={`${id}-open`}>
          {label}
          <span className="visually-hidden">: open</span>
        </label>
      </div>
      {open ? (
        <div className="profile-editor__times">
          <label htmlFor={`${id}-opens`} className="visually-hidden">
            {label} opens at
          </label>
          <input
            id={`${id}-opens`}
            className="form-field__input profile-editor__time"
            type="time"
            aria-invalid={opensError ? true : undefined}
            {...register(`${name}.opens`)}
          />
          <span aria-hidden="true">to</span>
          <label htmlFor={`${id}-closes`} className="visually-hidden">
            {label} closes at
          </label>
          <input
            id={`${id}-closes`}
            className="form-field__input profile-editor__time"
            type="time"
            aria-invalid={closesError ? true : undefined}
            {...register(`${name}.closes`)}
          />
        </div>
      ) : (
        <span className="profile-editor__muted">Closed</span>
      )}
      <div id={`${id}-error`}>
        {open && (opensError ?? closesError) ? (
          <p className="form-field__error">
            {label}: {opensError ?? closesError}
          </p>
        ) : null}
      </div>
    </fieldset>
  );
}

/** Opening hours, day by day, and a short note ("24-hour call-outs"). */
export function OpeningHoursFields() {
  return (
    <>
      <div className="profile-editor__days">
        {WEEKDAYS.map((day) => (
          <DayHours key={day} day={day} />
        ))}
      </div>
      <TextField
        name="openingHours.note"
        label="Note"
        optional
        hint="Up to 120 characters, such as “Emergency call-outs 24 hours a day”."
        maxLength={140}
      />
    </>
  );
}
