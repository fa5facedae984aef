import { defaultSorts } from '@xchange/contract/core';
import { brandNotices, categoryNotices } from '@xchange/contract/accounts';
import type { Category } from '@xchange/contract';
import { useBrands } from '../api/get-brands';
import { useCreateBrand } from '../api/create-brand';
import { useUpdateBrand } from '../api/update-brand';
import { useDeleteBrand } from '../api/delete-brand';
import { useCategories } from '../api/get-categories';
import { useCreateCategory } from '../api/create-category';
import { useUpdateCategory } from '../api/update-category';
import { useDeleteCategory } from '../api/delete-category';

/** A brand or a category as the list shows it (brands have no group). */
export type CatalogItem = { id: number; name: string; documenttype?: Category['documenttype'] };
export type CatalogValues = { name: string; documenttype?: string };

/** What differs between the brand and the category screens: texts and calls. */
export const catalogKinds = {
  brand: {
    noun: 'Brand',
    plural: 'Brands',
    withGroup: false,
    notices: brandNotices,
    defaultSort: defaultSorts.brands,
    useList: useBrands,
    useCreate: useCreateBrand,
    useUpdate: useUpdateBrand,
    useDelete: useDeleteBrand,
  },
  category: {
    noun: 'Category',
    plural: 'Categories',
    withGroup: true,
    notices: categoryNotices,
    defaultSort: defaultSorts.categories,
    useList: useCategories,
    useCreate: useCreateCategory,
    useUpdate: useUpdateCategory,
    useDelete: useDeleteCategory,
  },
} as const;
export type CatalogKindName = keyof typeof catalogKinds;
