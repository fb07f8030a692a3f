/** "Clear filters", shown only while a filter is applied. */
export function ClearFiltersButton({
  filtered,
  onClear,
}: {
  filtered: boolean;
  onClear: () => void;
}) {
  if (!filtered) return null;
  return (
    <button type="button" className="button button--secondary" onClick={onClear}>
      Clear filters
    </button>
  );
}
