import { Span, VisuallyHidden } from '@xchange/ui';

export interface OptionCountProps {
  /** Referenced by the option's input as its description, so a screen reader says the count after the name. */
  id: string;
  count: number;
}

/** How many listings choosing a filter option would show, beside the option's name. */
export function OptionCount({ id, count }: OptionCountProps) {
  return (
    <Span id={id} ms="auto" ps={2} fontSize="xs" color="fg.muted" fontVariantNumeric="tabular-nums">
      {count.toLocaleString('en-US')}
      <VisuallyHidden>{count === 1 ? ' listing' : ' listings'}</VisuallyHidden>
    </Span>
  );
}

/** A choice with 0 listings stays in the list (a chosen one must stay visible), dimmed. */
export const dimmedWhenEmpty = (count: number | undefined) => (count === 0 ? { opacity: 0.55 } : {});
