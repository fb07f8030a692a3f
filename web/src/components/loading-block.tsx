import './loading-block.css';

export type LoadingBlockProps = {
  /**
   * What is loading, e.g. "Loading local companies…", announced once to screen readers. Leave it
   * out where the surrounding element already says it is busy: the lines are then hidden.
   */
  label?: string;
  lines?: number;
  /** A CSS length; defaults to the height of the lines. */
  minHeight?: string;
};

/**
 * Stands in for content that is still loading, at roughly its final height so the page does not
 * jump when it arrives.
 */
export function LoadingBlock({ label, lines = 3, minHeight }: LoadingBlockProps) {
  const style = minHeight ? { minHeight } : undefined;
  const bars = Array.from({ length: lines }, (_, index) => (
    <span key={index} className="loading-block__line" aria-hidden="true" />
  ));
  if (label === undefined) {
    return (
      <div className="loading-block" aria-hidden="true" style={style}>
        {bars}
      </div>
    );
  }
  return (
    <div className="loading-block" role="status" style={style}>
      <span className="visually-hidden">{label}</span>
      {bars}
    </div>
  );
}
