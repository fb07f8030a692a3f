/** A table's column headings; `className` may style a column by its index (e.g. numbers). */
export function ColumnHeadings({
  columns,
  className,
}: {
  columns: readonly string[];
  className?: (index: number) => string | undefined;
}) {
  return (
    <thead>
      <tr>
        {columns.map((column, index) => (
          <th key={column} scope="col" className={className?.(index)}>
            {column}
          </th>
        ))}
      </tr>
    </thead>
  );
}
