/** Grows a live list by another page; the lists keep every page they have shown live. */
export function ShowMoreButton({ onShowMore }: { onShowMore: () => void }) {
  return (
    <button type="button" className="button button--secondary" onClick={onShowMore}>
      Show more
    </button>
  );
}
