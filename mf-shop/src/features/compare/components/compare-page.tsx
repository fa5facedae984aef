import { useEffect, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { Alert, Button, HStack, Heading, Link, Skeleton, Stack, Text } from '@xchange/ui';
import { comparePath, compareTexts, parseCompareIds } from '@xchange/contract/listings';
import { QueryStatus, usePageMeta } from '@xchange/remote-kit';
import { useCompareStore } from '../../../lib/compare-store';
import { useCompare } from '../api/get-compare';
import { CompareTable } from './compare-table';

/** /compare?ids=3,7,12 (docs/product.md §2.10): a shareable side-by-side view of up to 4 listings. */
export function ComparePage() {
  usePageMeta('Compare equipment', 'Up to four listings side by side: price, condition, grade, specifications, calibration and terms.');
  const [params, setParams] = useSearchParams();
  const chosen = useCompareStore((s) => s.items);
  const keep = useCompareStore((s) => s.keep);
  const fromAddress = parseCompareIds(params.get('ids'));
  // no ids in the address: the ones chosen in this session
  const ids = fromAddress.length ? fromAddress : chosen.map((c) => c.id);
  const compare = useCompare(ids);
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!fromAddress.length && ids.length) setParams({ ids: ids.join(',') }, { replace: true });
  }, [fromAddress.length, ids, setParams]);

  const remove = (id: number) => {
    const next = ids.filter((x) => x !== id);
    keep(next);
    setParams(next.length ? { ids: next.join(',') } : {});
  };
  const copy = async () => {
    await navigator.clipboard?.writeText(`${window.location.origin}${comparePath(ids)}`);
    setCopied(true);
  };

  let body;
  if (!ids.length) body = <Text>{compareTexts.empty}</Text>;
  else if (compare.data) {
    body = (
      <Stack gap={4}>
        {compare.data.missing.length > 0 && (
          <Alert.Root status="info">
            <Alert.Indicator />
            <Alert.Title>{compareTexts.missing(compare.data.missing.length)}</Alert.Title>
          </Alert.Root>
        )}
        {compare.data.products.length ? (
          <CompareTable products={compare.data.products} rows={compare.data.rows} onRemove={remove} />
        ) : (
          <Text>{compareTexts.empty}</Text>
        )}
      </Stack>
    );
  } else if (compare.isError) body = <QueryStatus query={compare} what="the comparison" />;
  else body = <Skeleton h="80" />;

  return (
    <Stack gap={6} maxW="7xl" mx="auto" px={{ base: 4, md: 8 }} py={{ base: 6, md: 10 }}>
      <Link asChild color="brand.fg" fontWeight="semibold" alignSelf="start">
        <RouterLink to="/xchangeShop">← Back to The Xchange Shop</RouterLink>
      </Link>
      <HStack justify="space-between" flexWrap="wrap" gap={3}>
        <Heading as="h1" size="3xl">
          Compare equipment
        </Heading>
        {ids.length > 0 && (
          <Button variant="outline" size="sm" onClick={() => void copy()}>
            {copied ? 'Link copied' : 'Copy link to this comparison'}
          </Button>
        )}
      </HStack>
      {body}
    </Stack>
  );
}
