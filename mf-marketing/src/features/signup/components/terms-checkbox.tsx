import { HStack, Link } from '@xchange/ui';
import { Checkbox } from '@xchange/ui/controls';

/** The terms tick of sign-up; the terms open in a new tab so the form keeps what was typed. */
export function TermsCheckbox({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <HStack gap={1} flexWrap="wrap">
      <Checkbox.Root checked={checked} onCheckedChange={(d) => onChange(d.checked === true)} colorPalette="brand">
        <Checkbox.HiddenInput />
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
  );
}
