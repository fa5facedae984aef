import { useId } from 'react';
import { HStack, Link, Stack, Text } from '@xchange/ui';
import { Checkbox } from '@xchange/ui/controls';

/** docs/product.md §2.3: says why SIGNUP is disabled, while it is. */
export const termsHint = 'Tick the box to agree to the terms and conditions; SIGNUP stays disabled until you do.';

/** The terms tick of sign-up; the terms open in a new tab so the form keeps what was typed. */
export function TermsCheckbox({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  const hintId = useId();
  return (
    <Stack gap={1}>
      <HStack gap={1} flexWrap="wrap">
        <Checkbox.Root checked={checked} onCheckedChange={(d) => onChange(d.checked === true)} colorPalette="brand">
          <Checkbox.HiddenInput aria-describedby={checked ? undefined : hintId} />
          <Checkbox.Control />
          <Checkbox.Label>I agree to the terms and conditions</Checkbox.Label>
        </Checkbox.Root>
        <Link
          href="/terms-and-condition"
          target="_blank"
          rel="noopener noreferrer"
          color="brand.800"
          textDecoration="underline"
          fontSize="sm"
        >
          (read the Terms and Conditions)
        </Link>
      </HStack>
      {!checked && (
        <Text id={hintId} fontSize="sm" color="fg.muted">
          {termsHint}
        </Text>
      )}
    </Stack>
  );
}
