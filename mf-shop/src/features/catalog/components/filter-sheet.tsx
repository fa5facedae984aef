import { Button, CloseButton, Portal } from '@xchange/ui';
import { Drawer } from '@xchange/ui/overlays';
import { useHomepage } from '../api/get-homepage';
import { catalogTotalText, toHomepageBody } from '@xchange/contract/core';
import { FilterColumn, type FilterColumnProps } from './filter-column';

export interface FilterSheetProps extends FilterColumnProps {
  open: boolean;
  onClose: () => void;
}

/** The filters on phones and tablets: a sheet from the bottom, closed by a button that shows the results. */
export function FilterSheet({ open, onClose, ...filters }: FilterSheetProps) {
  // The grid's own query (one cache entry): the button names how many listings the filters find.
  const answer = useHomepage(toHomepageBody(filters.query)).data;
  const total = answer ? (answer.statusCodeValue === 200 ? answer.body.totalElements : 0) : undefined;
  const totalText = total === undefined ? '' : catalogTotalText(total, answer?.body.totalIsLowerBound);
  return (
    <Drawer.Root open={open} onOpenChange={(details) => !details.open && onClose()} placement="bottom">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content maxH="85dvh" roundedTop="l3" aria-label="Filters">
            <Drawer.Body pt={6} pe={12}>
              <FilterColumn {...filters} bare />
            </Drawer.Body>
            <Drawer.Footer>
              <Button colorPalette="brand" w="full" onClick={onClose}>
                {total === undefined ? 'Show results' : `Show ${totalText} ${total === 1 ? 'result' : 'results'}`}
              </Button>
            </Drawer.Footer>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close filters" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
