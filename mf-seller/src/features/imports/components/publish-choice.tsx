import { Stack, Text } from '@xchange/ui';
import { RadioGroup } from '@xchange/ui/controls';

const choices = [
  { value: 'publish', label: 'Publish the listings', hint: 'They appear in the shop at once; each new listing uses one listing credit.' },
  { value: 'draft', label: 'Save as drafts', hint: 'They stay out of the shop until you publish them.' },
] as const;

/** Whether imported listings go live in the shop or wait as drafts. */
export function PublishChoice({ publish, onChange }: { publish: boolean; onChange: (publish: boolean) => void }) {
  return (
    <RadioGroup.Root
      aria-label="After the import"
      value={publish ? 'publish' : 'draft'}
      onValueChange={(details) => onChange(details.value === 'publish')}
      colorPalette="brand"
    >
      <Stack gap={3}>
        {choices.map((c) => (
          <RadioGroup.Item key={c.value} value={c.value} alignItems="start">
            <RadioGroup.ItemHiddenInput />
            <RadioGroup.ItemIndicator />
            <RadioGroup.ItemText>
              {c.label}
              <Text as="span" display="block" fontSize="sm" fontWeight="normal" color="fg.muted">
                {c.hint}
              </Text>
            </RadioGroup.ItemText>
          </RadioGroup.Item>
        ))}
      </Stack>
    </RadioGroup.Root>
  );
}
