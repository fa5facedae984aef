import { chakra, VisuallyHidden } from '@xchange/ui';
import { formatCount } from '@xchange/contract/core';

// The shop's filter lists render dozens of options on every answer: their styles are defined once here (issue 27), and
// an option with no listings is dimmed by the list's own rule from a data attribute, not by a style prop per option.

/** A filter's options, scrolling when long; an option marked by `dimmedWhenEmpty` is dimmed. */
export const OptionList = chakra('div', {
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: 2,
    maxH: '56',
    overflowY: 'auto',
    pr: 1,
    '& [data-empty]': { opacity: 0.55 },
  },
});

const Count = chakra('span', { base: { ms: 'auto', ps: 2, fontSize: 'xs', color: 'fg.muted', fontVariantNumeric: 'tabular-nums' } });

export interface OptionCountProps {
  /** Referenced by the option's input as its description, so a screen reader says the count after the name. */
  id: string;
  count: number;
}

/** How many listings choosing a filter option would show, beside the option's name. */
export function OptionCount({ id, count }: OptionCountProps) {
  return (
    <Count id={id}>
      {formatCount(count)}
      <VisuallyHidden>{count === 1 ? ' listing' : ' listings'}</VisuallyHidden>
    </Count>
  );
}

/** A choice with 0 listings stays in the list (a chosen one must stay visible), marked for `OptionList` to dim. */
export const dimmedWhenEmpty = (count: number | undefined) => (count === 0 ? { 'data-empty': '' } : {});
