import './form.css';

/** A server or authentication message about the whole form, read out as soon as it appears. */
export function FormAlert({
  message,
  tone = 'error',
}: {
  message: string | null | undefined;
  tone?: 'error' | 'success';
}) {
  if (!message) return null;
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={`form-alert form-alert--${tone}`}>
      {message}
    </div>
  );
}
