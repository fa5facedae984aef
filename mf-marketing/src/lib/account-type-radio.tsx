import { HStack } from '@xchange/ui';
import { RadioGroup } from '@xchange/ui/controls';

export type AccountType = 'buyer' | 'seller';

const choices: { value: AccountType; label: string }[] = [
  { value: 'buyer', label: 'Buyer' },
  { value: 'seller', label: 'Seller' },
];

export interface AccountTypeRadioProps {
  /** Accessible name of the radio group, e.g. 'Login as'. */
  label: string;
  value: AccountType;
  onChange: (value: AccountType) => void;
}

/** The Buyer/Seller choice of the login, sign-up and forgot-password forms (docs/product.md §2.3). */
export function AccountTypeRadio({ label, value, onChange }: AccountTypeRadioProps) {
  return (
    <RadioGroup.Root
      aria-label={label}
      value={value}
      onValueChange={(details) => onChange(details.value === 'seller' ? 'seller' : 'buyer')}
      colorPalette="brand"
    >
      <HStack gap={6}>
        {choices.map((c) => (
          <RadioGroup.Item key={c.value} value={c.value}>
            <RadioGroup.ItemHiddenInput />
            <RadioGroup.ItemIndicator />
            <RadioGroup.ItemText>{c.label}</RadioGroup.ItemText>
          </RadioGroup.Item>
        ))}
      </HStack>
    </RadioGroup.Root>
  );
}
