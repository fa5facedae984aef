import { useFormState, type UseFormReturn } from 'react-hook-form';
import type { ProductForm, ProductFormInput } from '@xchange/contract';

/** The product form's react-hook-form handle, as its sections take it. */
export type ProductFormHandle = UseFormReturn<ProductFormInput, unknown, ProductForm>;

/**
 * A section's lookup of field error texts by path. react-hook-form hands every render the same form object and
 * changes its errors in place, so a section given `form` would be skipped by the React Compiler's memo (same props)
 * and show stale errors: the section subscribes to the errors itself, and sections calling this opt out of the
 * compiler ('use no memo') so each lookup reads the current errors (react-hook-form issue #12298).
 */
export function useErrorAt(form: ProductFormHandle): (path: string) => string | undefined {
  const { errors } = useFormState({ control: form.control });
  return (path) => {
    let node: unknown = errors;
    for (const key of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[key];
    return (node as { message?: string } | undefined)?.message;
  };
}
