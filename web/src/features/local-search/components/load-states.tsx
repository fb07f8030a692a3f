import './local-search.css';

/**
 * Stands in for content that is still loading, at roughly its final height so the page does not
 * jump when it arrives. Announced once to screen readers.
 */
export function LoadingBlock({
  label,
  lines = 3,
  minHeight,
}: {
  /** What is loading, e.g. "Loading local companies…". */
  label: string;
  lines?: number;
  /** A CSS length; defaults to the height of the placeholder lines. */
  minHeight?: string;
}) {
  return (
    <div className="loading-block" role="status" style={minHeight ? { minHeight } : undefined}>
      <span className="visually-hidden">{label}</span>
      {Array.from({ length: lines }, (_, index) => (
        <span key={index} className="loading-block__line" aria-hidden="true" />
      ))}
    </div>
  );
}

/** A failed load: what did not load, and a button to try again. */
export function LoadError({
  message,
  onRetry,
  retrying = false,
}: {
  message: string;
  onRetry: () => void;
  retrying?: boolean;
}) {
  return (
    <div className="notice notice--warning load-error" role="alert">
      <p>{message}</p>
      <button
        type="button"
        className="button button--secondary"
        onClick={onRetry}
        disabled={retrying}
      >
        {retrying ? 'Trying again…' : 'Try again'}
      </button>
    </div>
  );
}
