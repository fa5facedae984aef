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
  // docs/product.md §2.9: the listing's facts (empty ones as empty text) and its spec values as one JSON field
  const facts = {
    grade: form.grade ?? '',
    gradeNote: form.gradeNote,
    hoursOfUse: form.hoursOfUse ?? '',
    accessories: form.accessories,
    warrantyDays: form.warrantyDays,
    calibrated: form.calibrated,
    calibrationDate: form.calibrationDate ?? '',
    calibrationDue: form.calibrationDue ?? '',
    calibrationLab: form.calibrationLab,
    calibrationAccreditation: form.calibrationAccreditation,
    modelNumber: form.modelNumber,
    serialNumber: form.serialNumber,
    year: form.year ?? '',
    shipping: form.shipping,
    shippingPrice: form.shippingPrice ?? '',
    leadTimeDays: form.leadTimeDays ?? '',
    returnsDays: form.returnsDays,
  };
  for (const [name, value] of Object.entries(facts)) body.append(name, String(value));
  for (const term of form.paymentTerms) body.append('paymentTerms', term);
  body.append('specs', JSON.stringify(form.specs));
  // docs/product.md §2.11: an absent setting keeps what is stored, an empty amount clears it
  const offerSettings = {
    acceptoffers: form.acceptoffers,
    priceonrequest: form.priceonrequest,
    autodeclinebelow: form.autodeclinebelow === null ? '' : form.autodeclinebelow,
    autoacceptat: form.autoacceptat === null ? '' : form.autoacceptat,
  };
  for (const [name, value] of Object.entries(offerSettings)) if (value !== undefined) body.append(name, String(value));
  // absent keeps the stored SKU, '' removes it
  if (form.sku !== undefined) body.append('sku', form.sku);
  return body;
}
