import { useSearchParams } from 'react-router';

/** Filters kept in the URL: set one (an empty value removes it), or clear them all. */
export function useSearchFilters<Names extends readonly string[]>(names: Names) {
  const [searchParams, setSearchParams] = useSearchParams();
  const update = (changes: Partial<Record<Names[number], string>>) =>
    setSearchParams((current) => {
      const next = new URLSearchParams(current);
      for (const [name, value] of Object.entries(changes) as [string, string | undefined][]) {
        if (value) next.set(name, value);
        else next.delete(name);
      }
      return next;
    });
  return {
    searchParams,
    set: (name: Names[number], value: string) =>
      update({ [name]: value } as Partial<Record<Names[number], string>>),
    update,
    clear: () =>
      setSearchParams((current) => {
        const next = new URLSearchParams(current);
        names.forEach((name) => next.delete(name));
        return next;
      }),
    filtered: names.some((name) => searchParams.has(name)),
  };
}
