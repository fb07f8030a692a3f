/** Where the person is in the form: done steps, this one (aria-current), and those to come. */
export function StepIndicator<S extends string>({
  steps,
  current,
  titles,
}: {
  steps: readonly S[];
  current: S;
  titles: Record<S, string>;
}) {
  const currentIndex = steps.indexOf(current);
  return (
    <ol className="quote-steps" aria-label="Progress">
      {steps.map((step, index) => {
        const state =
          index < currentIndex ? 'done' : index === currentIndex ? 'current' : 'upcoming';
        return (
          <li
            key={step}
            className={`quote-steps__step quote-steps__step--${state}`}
            aria-current={state === 'current' ? 'step' : undefined}
          >
            <span className="quote-steps__number" aria-hidden="true">
              {index + 1}
            </span>
            <span className="quote-steps__title">
              {titles[step]}
              {state === 'done' ? <span className="visually-hidden"> (done)</span> : null}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
