// Stripe's request encoding: `application/x-www-form-urlencoded` with brackets for nesting, as the
// SDK writes it: `metadata[planId]=pro`, `items[0][price]=price_1`, `expand[0]=subscription` (and
// `expand[]=x`, which curl users write). Objects whose keys are all indices become arrays.

export type FormValue = string | FormObject | FormValue[];
export interface FormObject {
  [key: string]: FormValue;
}

/** Splits `a[b][0][c]` into `['a', 'b', '0', 'c']`; `a[]` gives `['a', '']`. */
function keyPath(key: string): string[] {
  const first = key.indexOf('[');
  if (first < 0) return [key];
  const parts = [key.slice(0, first)];
  const pattern = /\[([^\]]*)\]/g;
  let match: RegExpExecArray | null;
  while ((match = pattern.exec(key.slice(first))) !== null) parts.push(match[1] ?? '');
  return parts;
}

function toArrays(value: FormValue): FormValue {
  if (typeof value === 'string' || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  for (const key of keys) value[key] = toArrays(value[key] as FormValue);
  if (keys.length > 0 && keys.every((key) => /^\d+$/.test(key)))
    return keys.sort((a, b) => Number(a) - Number(b)).map((key) => value[key] as FormValue);
  return value;
}

/** Decodes a form body or query string into nested objects and arrays of strings. */
export function decodeForm(text: string): FormObject {
  const root: FormObject = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const path = keyPath(key);
    let node: FormObject = root;
    path.forEach((part, index) => {
      const last = index === path.length - 1;
      // `expand[]=a&expand[]=b`: an empty index appends.
      const name = part === '' ? String(Object.keys(node).length) : part;
      if (last) {
        node[name] = value;
        return;
      }
      const next = node[name];
      if (next === undefined || typeof next === 'string' || Array.isArray(next)) {
        const created: FormObject = {};
        node[name] = created;
        node = created;
      } else node = next;
    });
  }
  return toArrays(root) as FormObject;
}
