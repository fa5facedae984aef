import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { confirmTexts, defaultSorts, emptyTexts, formatUsd, successTexts } from '@xchange/contract/core';
import type { Product } from '@xchange/contract';
import { Flex, PageSizeSelect, Pagination, Stack, Text } from '@xchange/ui';
import { DataTable, type DataTableColumn } from '@xchange/ui/tables';
import { ConfirmDialog } from '@xchange/ui/overlays';
import { useNotify, useSession, useListQuery } from '@xchange/remote-kit';
import { useDeleteProduct } from '../api/delete-product';
import { useFeatureProduct } from '../api/feature-product';
import { useSellerProducts } from '../api/get-seller-products';
import { FeatureSwitch } from './feature-switch';
import { DescriptionCell, ProductCell, RowIcons } from './product-cells';

/** RECENT PRODUCTS shows the Feature Product toggle; ALL PRODUCTS the type of instrument and manufacturer (docs/product.md §2.6). */
export type ProductTableVariant = 'recent' | 'all';

/** The seller's listings: sortable headers, page-size select, pagination, feature toggle, edit and delete. */
export function ProductTable({ variant }: { variant: ProductTableVariant }) {
  const notify = useNotify();
  const navigate = useNavigate();
  const sellerId = useSession((s) => s.data?.id);
  const list = useListQuery(defaultSorts.products);
  const page = useSellerProducts(list.query);
  const feature = useFeatureProduct();
  const remove = useDeleteProduct();
  const [deleting, setDeleting] = useState<Product | null>(null);
  const rows = page.data?.body.content ?? [];
  const total = page.data?.body.totalElements ?? 0;

  const toggle = (product: Product, featured: boolean) =>
    feature.mutate({ productid: product.id, sellerid: Number(sellerId ?? product.sellerid), featuredStatus: featured });

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
    } catch {
      setDeleting(null);
      return; // the API client has shown why
    }
    notify({ type: 'success', title: successTexts.productDeleted });
    setDeleting(null);
    list.clampPage(total - 1);
  };

  const columns: DataTableColumn<Product>[] = [
    { key: 'productname', header: 'Product', sortable: true, render: (p) => <ProductCell product={p} /> },
    { key: 'description', header: 'Description', sortable: true, render: (p) => <DescriptionCell text={p.description} /> },
    ...(variant === 'all'
      ? [
          // the keys are the API's sort names (docs/glossary.md)
          { key: 'sellinginstrument', header: 'Type of Instrument', sortable: true, render: (p: Product) => p.category },
          { key: 'manufacturer', header: 'Manufacturer', sortable: true, render: (p: Product) => p.brand },
        ]
      : []),
    { key: 'price', header: 'Price', sortable: true, render: (p) => formatUsd(p.price) },
    ...(variant === 'recent'
      ? [
          {
            key: 'featured',
            header: 'Feature Product',
            sortable: true,
            render: (p: Product) => (
              <FeatureSwitch
                product={p}
                pending={feature.isPending && feature.variables?.productid === p.id ? feature.variables.featuredStatus : undefined}
                disabled={feature.isPending}
                onToggle={(featured) => toggle(p, featured)}
              />
            ),
          },
        ]
      : []),
    {
      key: 'actions',
      header: 'Action',
      align: 'end',
      render: (p) => <RowIcons name={p.productname} onEdit={() => navigate(`/editproduct/${p.id}`)} onDelete={() => setDeleting(p)} />,
    },
  ];

  return (
    <Stack gap={4}>
      <DataTable
        label={variant === 'recent' ? 'Recent products' : 'All products'}
        columns={columns}
        rows={rows}
        getRowKey={(p) => p.id}
        sort={{ sortBy: list.query.sortBy, sortOrder: list.query.sortOrder }}
        onSortChange={list.setSort}
        loading={page.isFetching}
        emptyText={page.isError ? 'Your products could not be loaded. Please reload the page to try again.' : emptyTexts.sellerProducts}
      />
      <Flex gap={4} wrap="wrap" justify="space-between" align="center">
        <Flex gap={4} align="center" wrap="wrap">
          <PageSizeSelect value={list.query.size} onChange={list.setSize} />
          <Text fontSize="sm" color="fg.muted">
            {total === 1 ? '1 product' : `${total} products`}
          </Text>
        </Flex>
        <Pagination
          page={list.query.page}
          pageCount={Math.ceil(total / list.query.size)}
          onPageChange={list.setPage}
          label="Product pages"
        />
      </Flex>
      <ConfirmDialog
        open={!!deleting}
        title="Delete product"
        message={confirmTexts.deleteProduct}
        loading={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setDeleting(null)}
      />
    </Stack>
  );
}
