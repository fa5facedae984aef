import type { ProductForm, ProductFormWire } from './product-form';
import type { ProductUpdate, ProductUpdateWire } from './product-payloads';
import type { ProductWire } from './product-schema';

/** docs/architecture.md §6: condition is its own field, separate from the category (type of instrument). */
export const productConditions = ['New', 'Used', 'Ex-demonstration', 'Refurbished'] as const;
export type ProductCondition = (typeof productConditions)[number];
/** docs/product.md §9: preset tag suggestions; other tags can be created. */
export const tagSuggestions = ['Hitachi', 'PMI', 'Buyer', 'Seller'] as const;
/** docs/product.md §9: one primary file and six secondary slots per product. */
export const secondaryFileSlots = 6;
/** docs/product.md §9 limits of the product form. */
export const productLimits = { name: 40, description: 100, descriptionTextarea: 500, minPrice: 1, maxTags: 20 } as const;

/** The product as code below the contract uses it: category, brand and discountPrice for the wire's names (docs/glossary.md). */
export const productFromWire = ({ discountprice, sellinginstrument, manufacturer, ...rest }: ProductWire) => ({
  ...rest,
  discountPrice: discountprice,
  category: sellinginstrument,
  brand: manufacturer,
});
export type Product = ReturnType<typeof productFromWire>;
export const productToWire = ({ discountPrice, category, brand, ...rest }: Product): ProductWire => ({
  ...rest,
  discountprice: discountPrice,
  sellinginstrument: category,
  manufacturer: brand,
});

type Priced = { price: number; discountPrice?: number | '' | null };

/** docs/product.md §2.4/§9: the price a buyer pays — the discount price when set, else the price. */
export const effectivePrice = (p: Priced): number =>
  p.discountPrice === '' || p.discountPrice === undefined || p.discountPrice === null ? p.price : p.discountPrice;

/** docs/product.md §5: on edit load a discount equal to the price shows as empty. */
export const discountForForm = (p: Priced): number | '' =>
  p.discountPrice === '' || p.discountPrice === undefined || p.discountPrice === null || p.discountPrice === p.price ? '' : p.discountPrice;

/** The seller's form values under the wire's names, for product/savewithfiles and product/update. */
export const productFormToWire = ({ discountPrice, category, brand, specs, ...rest }: ProductForm): ProductFormWire => ({
  ...rest,
  discountprice: discountPrice,
  sellinginstrument: category,
  manufacturer: brand,
  specs: specsToWire(specs),
});

/** The form's spec values (`f<id>` keys) as the wire's object of field id to value, empty ones left out. */
export const specsToWire = (specs: ProductForm['specs']): ProductFormWire['specs'] =>
  Object.fromEntries(
    Object.entries(specs)
      .filter(([, value]) => value !== '' && value !== null && value !== undefined)
      .map(([key, value]) => [key.replace(/^f/, ''), value]),
  );

/** PUT product/update's body under the wire's names (docs/glossary.md). */
export const productUpdateToWire = ({
  id,
  primaryfile,
  productfiles,
  calibrationCertificate,
  ...form
}: ProductUpdate): ProductUpdateWire => ({
  ...productFormToWire(form),
  id,
  primaryfile,
  productfiles,
  calibrationCertificate,
});
