import { data } from 'react-router';

/** The body of the 404 responses our loaders throw; `fatal` separates a failed check from no match. */
export type NotFoundData = { message: string; fatal: boolean };

/** SPEC.md §8: a route whose validation fails is a fatal 404, "Page Not Found" and the path. */
export function validationNotFound(path: string) {
  return data<NotFoundData>(
    { message: `Page Not Found: ${path}`, fatal: true },
    { status: 404, statusText: 'Page Not Found' },
  );
}

/** SPEC.md §8: no matching route is a non-fatal 404, "Page not found" and the path. */
export function unmatchedNotFound(path: string) {
  return data<NotFoundData>(
    { message: `Page not found: ${path}`, fatal: false },
    { status: 404, statusText: 'Page Not Found' },
  );
}
