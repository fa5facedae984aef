import { productFormToWire } from '@xchange/contract/core';
import type { ProductForm } from '@xchange/contract';

/** The form's text fields as multipart fields under the wire's names (tags repeat). */
export function productFormData(values: ProductForm): FormData {
  const form = productFormToWire(values);
  const body = new FormData();
  body.append('productname', form.productname);
  body.append('description', form.description);
  body.append('price', String(form.price));
  body.append('discountprice', String(form.discountprice));
  body.append('sellinginstrument', form.sellinginstrument);
  body.append('manufacturer', form.manufacturer);
  body.append('condition', form.condition);
  for (const tag of form.tags) body.append('tags', tag);
  return body;
}
