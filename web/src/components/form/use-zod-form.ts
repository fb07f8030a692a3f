import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldValues, type UseFormProps } from 'react-hook-form';
import type { z } from 'zod';

type ZodFormOptions<S extends z.ZodType<FieldValues, FieldValues>> = Omit<
  UseFormProps<z.input<S>, unknown, z.output<S>>,
  'resolver'
> & {
  /**
   * Given to each parse. `{ error: () => message }` words every issue alike, for a form whose
   * shared schema carries no wording of its own.
   */
  parseOptions?: z.core.ParseContext<z.core.$ZodIssue>;
};

/**
 * A react-hook-form form checked by a shared zod schema from `@fixwell/common`: the values the
 * submit handler receives are the schema's output, so the server's own check reads the same.
 */
export function useZodForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  { parseOptions, ...options }: ZodFormOptions<S> = {},
) {
  return useForm<z.input<S>, unknown, z.output<S>>({
    ...options,
    resolver: zodResolver(schema, parseOptions),
  });
}
