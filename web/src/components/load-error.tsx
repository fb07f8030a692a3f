import './load-error.css';

export type LoadErrorProps = {
  /** What failed, in the reader's words: "We could not load the articles." */
  message: string;
  onRetry: () => void;
  /** True while the retry is under way: the button waits instead of firing twice. */
  retrying?: boolean;
};

/** A failed load, said plainly, with a button to try again. */
export function LoadError({ message, onRetry, retrying = false }: LoadErrorProps) {
  return (
    <div className="load-error notice notice--warning" role="alert">
      <p>{message} Please check your connection and try again.</p>
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
