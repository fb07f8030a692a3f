import type { ProfileReadiness, ReadinessItem } from '@fixwell/common/companies/profile-readiness';
import { useId } from 'react';
import { Link } from 'react-router';

import './company-onboarding.css';

function ChecklistItem({ item }: { item: ReadinessItem }) {
  return (
    <li className="onboarding-item" data-done={item.done}>
      <span className="onboarding-item__mark" aria-hidden="true">
        {item.done ? '✓' : ''}
      </span>
      <span className="onboarding-item__body">
        <span className="visually-hidden">{item.done ? 'Done: ' : 'To do: '}</span>
        <Link to={item.href} className="onboarding-item__link">
          {item.label}
        </Link>
        {item.detail ? <span className="onboarding-item__detail">{item.detail}</span> : null}
      </span>
    </li>
  );
}

/**
 * The set-up checklist: how far the company is ("4 of 6 required steps done"), then each step
 * linking to where it is done. Everything is saved where it is done, so the company can leave and
 * come back.
 */
export function OnboardingChecklist({ readiness }: { readiness: ProfileReadiness }) {
  const id = useId();
  const required = readiness.items.filter((item) => item.required);
  const extras = readiness.items.filter((item) => !item.required);
  const extrasDone = extras.filter((item) => item.done).length;
  const progress = `${readiness.requiredDone} of ${readiness.requiredTotal} required steps done`;

  return (
    <section className="onboarding-checklist card" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Your checklist</h2>
      <p className="onboarding-checklist__progress" id={`${id}-progress`}>
        <strong>{progress}</strong>
        {readiness.canPublish ? ': you can publish your profile.' : null}
      </p>
      <progress
        className="onboarding-checklist__bar"
        max={readiness.requiredTotal}
        value={readiness.requiredDone}
        aria-labelledby={`${id}-progress`}
      />
      <h3 id={`${id}-required`}>Needed to publish your profile</h3>
      <ul className="onboarding-checklist__items" aria-labelledby={`${id}-required`}>
        {required.map((item) => (
          <ChecklistItem key={item.id} item={item} />
        ))}
      </ul>
      <h3 id={`${id}-extras`}>
        Recommended{' '}
        <span className="onboarding-checklist__count">
          ({extrasDone} of {extras.length} done)
        </span>
      </h3>
      <ul className="onboarding-checklist__items" aria-labelledby={`${id}-extras`}>
        {extras.map((item) => (
          <ChecklistItem key={item.id} item={item} />
        ))}
      </ul>
    </section>
  );
}
