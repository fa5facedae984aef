import { Badge, CloseButton, HStack, Wrap } from '@xchange/ui';

export interface TagChipsProps {
  tags: string[];
  /** Accessible name of the group, e.g. 'Chosen tags'. */
  label: string;
  onChange: (tags: string[]) => void;
}

/** The tags chosen so far, each with a 'Remove tag …' button; nothing while there are none. */
export function TagChips({ tags, label, onChange }: TagChipsProps) {
  if (tags.length === 0) return null;
  return (
    <Wrap gap={2} mb={2} aria-label={label}>
      {tags.map((tag) => (
        <Badge key={tag} size="lg" variant="subtle" colorPalette="gray">
          <HStack gap={1}>
            {tag}
            <CloseButton size="2xs" aria-label={`Remove tag ${tag}`} onClick={() => onChange(tags.filter((t) => t !== tag))} />
          </HStack>
        </Badge>
      ))}
    </Wrap>
  );
}
