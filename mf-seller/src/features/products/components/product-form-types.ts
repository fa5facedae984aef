import type { UseFormReturn } from 'react-hook-form';
import type { ProductForm, ProductFormInput } from '@xchange/contract';

/** The product form's react-hook-form handle, as its sections take it. */
export type ProductFormHandle = UseFormReturn<ProductFormInput, unknown, ProductForm>;

/** The error text of a field, by its path in the form's errors. */
export const errorAt = (form: ProductFormHandle, path: string): string | undefined => {
  let node: unknown = form.formState.errors;
  for (const key of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[key];
  return (node as { message?: string } | undefined)?.message;
};
