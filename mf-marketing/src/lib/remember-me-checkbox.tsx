import { Checkbox } from '@xchange/ui/controls';

/** docs/product.md §2.3 Remember Me: a 30-day session and the remember cookies instead of 12 hours. */
export function RememberMeCheckbox({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <Checkbox.Root checked={checked} onCheckedChange={(d) => onChange(d.checked === true)} colorPalette="brand">
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label>Remember Me</Checkbox.Label>
    </Checkbox.Root>
  );
}
