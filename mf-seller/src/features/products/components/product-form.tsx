import { useMemo, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { collapseWhitespace, discountForForm, productConditions, productLimits, specFormKey } from '@xchange/contract/core';
import { skuMaxLength, skuTexts } from '@xchange/contract/accounts';
import { formResolver, productEditFormSchemaFor } from '@xchange/contract/forms';
import type { Product, ProductForm, ProductFormInput, SpecField } from '@xchange/contract';
import { Button, Field, HStack, NativeSelect, SimpleGrid, Stack, Textarea, TextInput } from '@xchange/ui';
import { useBrandOptions, useCategoryOptions } from '../api/get-catalog-options';
import { useSpecFields } from '../api/get-spec-fields';
import { useCertificate, type CertificateState } from '../hooks/use-certificate';
import type { useProductMedia } from '../hooks/use-product-media';
import { CalibrationSection } from './calibration-section';
import { ConditionSection } from './condition-section';
import { OfferSettingsSection } from './offer-settings-section';
import { SpecFieldsSection } from './spec-fields-section';
import { TermsSection } from './terms-section';
import { MediaSlots } from './media-slots';
import { TagsSelect } from './tags-select';
import { UploadProgress } from './upload-progress';

export interface ProductFormProps {
  /** The listing being edited; absent for a new one. */
  product?: Product;
  media: ReturnType<typeof useProductMedia>;
  saving: boolean;
  /** 0..1 while a new listing's files upload with it. */
  progress?: number;
  onSave: (values: ProductForm, certificate: CertificateState) => void;
}

const text = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n));

/** A listing's spec values as the form's inputs hold them: numbers and text as typed, a choice's id, yes/no. */
const specsOf = (p?: Product): Record<string, string> =>
  Object.fromEntries(
    (p?.specs ?? []).map((s) => [specFormKey(s.fieldId), s.kind === 'boolean' ? (s.value ? 'yes' : 'no') : String(s.value)]),
  );

/** Only the chosen category's values travel (a value typed before the category changed would be refused). */
const ofFields = (specs: ProductForm['specs'], fields: SpecField[]) =>
  Object.fromEntries(fields.map((f) => [specFormKey(f.id), specs[specFormKey(f.id)] ?? '']));

const valuesOf = (p?: Product): ProductFormInput => ({
  productname: p?.productname ?? '',
  description: p?.description ?? '',
  price: p ? String(p.price) : '',
  // docs/product.md §5: on edit load a discount equal to the price shows empty
  discountPrice: p ? String(discountForForm(p)) : '',
  category: p?.category ?? '',
  brand: p?.brand ?? '',
  condition: p?.condition ?? 'Used',
  tags: p?.tags ?? [],
  grade: p?.grade ?? '',
  gradeNote: p?.gradeNote ?? '',
  hoursOfUse: text(p?.hoursOfUse),
  accessories: p?.accessories ?? '',
  warrantyDays: text(p?.warrantyDays ?? 0),
  calibrated: p?.calibration?.calibrated ?? false,
  calibrationDate: p?.calibration?.date ?? '',
  calibrationDue: p?.calibration?.dueDate ?? '',
  calibrationLab: p?.calibration?.laboratory ?? '',
  calibrationAccreditation: p?.calibration?.accreditation ?? '',
  modelNumber: p?.modelNumber ?? '',
  serialNumber: p?.serialNumber ?? '',
  year: text(p?.year),
  shipping: p?.shipping ?? 'freight-quote',
  shippingPrice: text(p?.shippingPrice),
  leadTimeDays: text(p?.leadTimeDays),
  returnsDays: text(p?.returnsDays ?? 0),
  paymentTerms: p?.paymentTerms ?? [],
  specs: specsOf(p),
  acceptoffers: p?.acceptoffers ?? false,
  priceonrequest: p?.priceonrequest ?? false,
  autodeclinebelow: text(p?.autodeclinebelow),
  autoacceptat: text(p?.autoacceptat),
  sku: p?.sku ?? '',
});

/**
 * A listing whose answer did not carry the seller's own fields (auto amounts, SKU: only its seller's answers have them)
 * sends only those the seller typed: an empty one keeps what is stored instead of clearing it.
 */
const keepingUnknownAmounts = (values: ProductForm, known: boolean): ProductForm =>
  known
    ? values
    : {
        ...values,
        autodeclinebelow: values.autodeclinebelow ?? undefined,
        autoacceptat: values.autoacceptat ?? undefined,
        sku: values.sku || undefined,
      };

/** The add/edit product form of docs/product.md §2.6 with every §5 rule; the discount checks run on submit. */
export function ProductFormView({ product, media, saving, progress, onSave }: ProductFormProps) {
  const brands = useBrandOptions();
  const categories = useCategoryOptions();
  const [category, setCategory] = useState(product?.category ?? '');
  const specFields = useSpecFields(category);
  const fields = useMemo(() => specFields.data?.fields ?? [], [specFields.data]);
  // useForm takes its options anew on every render: the spec values are checked against the chosen category's fields
  const resolver = useMemo(() => formResolver(productEditFormSchemaFor(fields)), [fields]);
  const form = useForm<ProductFormInput, unknown, ProductForm>({ resolver, defaultValues: valuesOf(product) });
  const { register, control, handleSubmit, setValue, formState } = form;
  const watched = useWatch({ control, name: 'category' }) ?? '';
  if (watched !== category) setCategory(watched);
  const certificate = useCertificate(product?.calibration?.certificate);
  const e = formState.errors;
  const amountsKnown = !product || product.autoacceptat !== undefined;
  const description = register('description');
  // the stored names stay choosable even if an admin renamed or removed them since
  const withCurrent = (names: string[], current?: string) => (current && !names.includes(current) ? [current, ...names] : names);
  const categoryNames = withCurrent(
    (categories.data?.content ?? []).map((c) => c.name),
    product?.category,
  );
  const brandNames = withCurrent(
    (brands.data?.content ?? []).map((b) => b.name),
    product?.brand,
  );

  return (
    <form
      noValidate
      onSubmit={handleSubmit((values) =>
        onSave(keepingUnknownAmounts({ ...values, specs: ofFields(values.specs, fields) }, amountsKnown), certificate),
      )}
      aria-label={product ? 'Edit product' : 'Add product'}
    >
      <Stack gap={6}>
        <MediaSlots media={media} disabled={saving} />
        {progress !== undefined && <UploadProgress value={progress} label="Upload progress" />}
        <TextInput label="Product Name" required error={e.productname?.message} {...register('productname')} />
        <TextInput
          label={skuTexts.label}
          helperText={skuTexts.help}
          maxLength={skuMaxLength}
          autoComplete="off"
          error={e.sku?.message}
          {...register('sku')}
        />
        <Field.Root invalid={!!e.description} required>
          <Field.Label>
            Product Description
            <Field.RequiredIndicator />
          </Field.Label>
          <Textarea
            rows={4}
            maxLength={productLimits.descriptionTextarea}
            {...description}
            onBlur={(ev) => {
              const cleaned = collapseWhitespace(ev.currentTarget.value);
              if (cleaned !== ev.currentTarget.value) setValue('description', cleaned, { shouldValidate: formState.isSubmitted });
              return description.onBlur(ev);
            }}
          />
          {e.description && <Field.ErrorText>{e.description.message}</Field.ErrorText>}
        </Field.Root>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap={4}>
          <Choice
            label="Category"
            error={e.category?.message}
            names={categoryNames}
            placeholder="Select a category"
            field={register('category')}
          />
          <Choice
            label="Manufacturer"
            error={e.brand?.message}
            names={brandNames}
            placeholder="Select a manufacturer"
            field={register('brand')}
          />
          <Choice label="Condition" error={e.condition?.message} names={[...productConditions]} field={register('condition')} />
        </SimpleGrid>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap={4}>
          <TextInput
            label="Price"
            required
            type="number"
            min={productLimits.minPrice}
            step="0.01"
            inputMode="decimal"
            error={e.price?.message}
            {...register('price')}
          />
          <TextInput
            label="Discount Price"
            type="number"
            min={productLimits.minPrice}
            step="0.01"
            inputMode="decimal"
            error={e.discountPrice?.message}
            helperText="Leave empty to sell at the price."
            {...register('discountPrice')}
          />
        </SimpleGrid>
        <OfferSettingsSection form={form} />
        <SpecFieldsSection form={form} category={category} fields={specFields.data?.fields} loading={specFields.isLoading} />
        <ConditionSection form={form} />
        <CalibrationSection form={form} certificate={certificate} />
        <TermsSection form={form} />
        <Controller
          control={control}
          name="tags"
          render={({ field, fieldState }) => (
            <TagsSelect value={Array.isArray(field.value) ? field.value : []} onChange={field.onChange} error={fieldState.error?.message} />
          )}
        />
        <HStack>
          <Button type="submit" colorPalette="brand" loading={saving} disabled={media.uploading}>
            Save
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}

function Choice({
  label,
  error,
  names,
  placeholder,
  field,
}: {
  label: string;
  error?: string;
  names: string[];
  placeholder?: string;
  field: ReturnType<ReturnType<typeof useForm<ProductFormInput>>['register']>;
}) {
  return (
    <Field.Root invalid={!!error} required>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field {...field}>
          {placeholder && <option value="">{placeholder}</option>}
          {names.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
