import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, HStack, IconButton, Stack, Text } from '@xchange/ui';
import { DataTable, type DataTableColumn, ListFooter } from '@xchange/ui/tables';
import { defaultPageSize, emptyTexts } from '@xchange/contract/core';
import { offerButtonLabels } from '@xchange/contract/listings';
import type { Product } from '@xchange/contract';
import { PageIntro, useCart, SearchBox, pageOf, useNavigateAcross } from '@xchange/remote-kit';
import { EyeIcon, TrashIcon } from '../../../lib/components/icons';
import { ProductThumb } from '../../../lib/components/product-thumb';
import { shownPrice } from '../../../lib/shown-price';
import { useAddToCart } from '../../../lib/use-add-to-cart';
import { useWatchlist } from '../api/get-watchlist';
import { useRemoveFromWatchlist } from '../api/remove-from-watchlist';
import { WatchlistDetailsDialog } from './watchlist-details-dialog';

const matches = (search: string) => (p: Product) => {
  const s = search.toLowerCase();
  return !s || [p.productname, p.description, p.brand, p.category].some((x) => x?.toLowerCase().includes(s));
};

/** /watchlist (docs/product.md §2.5): Product, Price, Buy, Action; local search; details; add to cart; remove; client paging. */
export function WatchlistPage() {
  const watchlist = useWatchlist();
  const remove = useRemoveFromWatchlist();
  const cartIds = useCart((s) => s.lines.map((l) => l.id).join(','));
  const addToCart = useAddToCart();
  const navigate = useNavigate();
  const navigateAcross = useNavigateAcross();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const [size, setSize] = useState<number>(defaultPageSize);
  const [shown, setShown] = useState<Product | null>(null);
  const rows = useMemo(() => (watchlist.data ?? []).filter(matches(search)), [watchlist.data, search]);
  const inCart = new Set(cartIds.split(',').filter(Boolean).map(Number));

  const columns: DataTableColumn<Product>[] = [
    {
      key: 'productname',
      header: 'Product',
      render: (p) => (
        <HStack gap={3}>
          <ProductThumb url={p.primaryfile?.url} fileType={p.primaryfile?.fileType} name={p.productname} size="12" />
          <Text>{p.productname}</Text>
        </HStack>
      ),
    },
    { key: 'price', header: 'Price', render: shownPrice },
    {
      key: 'buy',
      header: 'Buy',
      render: (p) =>
        // a listing priced on request is ordered through a quote, asked for on its page
        p.priceonrequest ? (
          <Button
            size="sm"
            variant="outline"
            colorPalette="brand"
            aria-label={`${offerButtonLabels.quote}: ${p.productname}`}
            onClick={() => navigateAcross(`/product/${p.id}`)}
          >
            {offerButtonLabels.quote}
          </Button>
        ) : inCart.has(p.id) ? (
          <Button
            size="sm"
            variant="outline"
            colorPalette="brand"
            aria-label={`Proceed to Cart with ${p.productname}`}
            onClick={() => navigate('/ordersummary')}
          >
            Proceed to Cart
          </Button>
        ) : (
          <Button size="sm" colorPalette="brand" aria-label={`Add to Cart: ${p.productname}`} onClick={() => addToCart(p)}>
            Add to Cart
          </Button>
        ),
    },
    {
      key: 'actions',
      header: 'Action',
      render: (p) => (
        <HStack gap={1}>
          <IconButton size="sm" variant="ghost" aria-label={`View Details of ${p.productname}`} onClick={() => setShown(p)}>
            <EyeIcon />
          </IconButton>
          <IconButton
            size="sm"
            variant="ghost"
            colorPalette="red"
            aria-label={`Remove ${p.productname} from watchlist`}
            loading={remove.isPending && remove.variables === p.id}
            onClick={() => remove.mutate(p.id)}
          >
            <TrashIcon />
          </IconButton>
        </HStack>
      ),
    },
  ];
  return (
    <PageIntro
      title="Watchlist"
      description="Equipment you are keeping an eye on in The Xchange Shop."
      intro="The equipment you saved with the heart in the shop, ready to review or add to your cart."
    >
      <Stack gap={4}>
        <SearchBox
          label="Search your watchlist"
          live
          onSearch={(s) => {
            setSearch(s);
            setPage(1);
          }}
        />
        <DataTable
          label="Watchlist"
          columns={columns}
          rows={pageOf(rows, page, size)}
          getRowKey={(p) => p.id}
          loading={watchlist.isPending}
          emptyText={watchlist.isError ? 'Your watchlist could not be loaded. Please reload the page to try again.' : emptyTexts.records}
        />
        <ListFooter label="Watchlist pages" page={page} size={size} total={rows.length} onPageChange={setPage} onSizeChange={setSize} />
      </Stack>
      <WatchlistDetailsDialog product={shown} onClose={() => setShown(null)} />
    </PageIntro>
  );
}
