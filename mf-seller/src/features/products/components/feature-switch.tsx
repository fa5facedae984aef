import { Switch } from '@xchange/ui/controls';
import type { Product } from '@xchange/contract';

export interface FeatureSwitchProps {
  product: Product;
  /** The value shown while this row's change is saving. */
  pending?: boolean;
  /** Another row (or this one) is saving: docs/product.md §4 disables every toggle meanwhile. */
  disabled: boolean;
  onToggle: (featured: boolean) => void;
}

/** The Feature Product toggle of one row. */
export function FeatureSwitch({ product, pending, disabled, onToggle }: FeatureSwitchProps) {
  return (
    <Switch.Root
      colorPalette="brand"
      checked={pending ?? product.featured}
      disabled={disabled}
      onCheckedChange={(d) => onToggle(d.checked)}
    >
      <Switch.HiddenInput aria-label={`Feature ${product.productname}`} />
      <Switch.Control />
    </Switch.Root>
  );
}
