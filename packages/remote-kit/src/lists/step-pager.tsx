import { Button, HStack, Text } from '@xchange/ui';

export interface StepPagerProps {
  page: number;
  pages: number;
  onPage: (page: number) => void;
  /** What the two buttons lead to, e.g. 'Newer reviews' / 'Older reviews'. */
  previousLabel: string;
  nextLabel: string;
}

/** Previous and next buttons around "Page N of M", for a short list read a page at a time; nothing with one page. */
export function StepPager({ page, pages, onPage, previousLabel, nextLabel }: StepPagerProps) {
  if (pages <= 1) return null;
  return (
    <HStack gap={3}>
      <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {previousLabel}
      </Button>
      <Text fontSize="sm">
        Page {page} of {pages}
      </Text>
      <Button size="sm" variant="outline" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {nextLabel}
      </Button>
    </HStack>
  );
}
