/** "42 of 60 characters", marked when over the limit. */
export function SeoCounter({ length, max, id }: { length: number; max: number; id?: string }) {
  const over = length > max;
  return (
    <p
      id={id}
      className={over ? 'seo-counter seo-counter--over' : 'seo-counter'}
      aria-live="polite"
    >
      {length} of {max} characters{over ? ` — ${length - max} too many` : ''}
    </p>
  );
}
