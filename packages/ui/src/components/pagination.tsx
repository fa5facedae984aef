import { Button, HStack, Text } from '@chakra-ui/react';
import { pageRange } from './page-range';

export interface PaginationProps {
  /** Current page, from 1. */
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  /** Accessible name of the navigation landmark. */
  label?: string;
}

/** Previous, page numbers with ellipses, Next; the current page is marked aria-current. */
export function Pagination({ page, pageCount, onPageChange, label = 'Pagination' }: PaginationProps) {
  const count = Math.max(1, pageCount);
  const go = (target: number) => {
    if (target >= 1 && target <= count && target !== page) onPageChange(target);
  };
  return (
    <HStack as="nav" aria-label={label} gap="1" flexWrap="wrap">
      <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => go(page - 1)}>
        Previous
      </Button>
      {pageRange(page, count).map((item) =>
        typeof item === 'number' ? (
          <Button
            key={item}
            size="sm"
            minW="9"
            variant={item === page ? 'solid' : 'ghost'}
            aria-label={`Page ${item}`}
            aria-current={item === page ? 'page' : undefined}
            onClick={() => go(item)}
          >
            {item}
          </Button>
        ) : (
          <Text key={item} as="span" px="1" aria-hidden="true">
            …
          </Text>
        ),
      )}
      <Button size="sm" variant="outline" disabled={page >= count} onClick={() => go(page + 1)}>
        Next
      </Button>
    </HStack>
  );
}
