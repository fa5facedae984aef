import { useId } from 'react';
import { chakra } from '@xchange/ui';
import { dimmedWhenEmpty, OptionCount, OptionList } from './option-count';

// The filters' single choices are the browser's own radio buttons, styled once here. Chakra's RadioGroup runs a Zag
// state machine whose every change (pressed, focused, chosen) re-renders all options of the group: three renders of
// ~40 brands in one click, 200-300 ms of script at CPU x4 (infra/bench/README.md, "A rule inside @layer rebuilds the
// whole page; filter options as native radios"). Native radios of one name keep arrow-key moves and one tab stop, and
// re-render only when the choice changes.

const Option = chakra('label', {
  base: { display: 'flex', alignItems: 'center', gap: 2, fontSize: 'sm', lineHeight: '1.25rem', cursor: 'pointer' },
});

const Radio = chakra('input', {
  base: {
    flexShrink: 0,
    boxSize: 4,
    m: 0,
    accentColor: 'colorPalette.solid',
    cursor: 'pointer',
    _focusVisible: { outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '2px' },
  },
});

export interface RadioOption {
  value: string;
  label: string;
  /** Listings choosing it would leave; absent: not shown (not loaded, or not counted). */
  count?: number;
}

export interface OptionRadiosProps {
  /** The group's accessible name. */
  label: string;
  options: readonly RadioOption[];
  /** The chosen option's value; null: none chosen. */
  value: string | null;
  onChange: (value: string) => void;
}

/** A filter's single choice: one radio per option, each with its listings count when given. */
export function OptionRadios({ label, options, value, onChange }: OptionRadiosProps) {
  const name = useId();
  return (
    <OptionList role="radiogroup" aria-label={label}>
      {options.map((o, i) => {
        const id = `${name}-${i}`;
        return (
          <Option key={o.value} {...dimmedWhenEmpty(o.count)}>
            <Radio
              type="radio"
              name={name}
              value={o.value}
              checked={o.value === value}
              onChange={() => onChange(o.value)}
              aria-labelledby={`${id}-name`}
              aria-describedby={o.count === undefined ? undefined : `${id}-count`}
            />
            <span id={`${id}-name`}>{o.label}</span>
            {o.count !== undefined && <OptionCount id={`${id}-count`} count={o.count} />}
          </Option>
        );
      })}
    </OptionList>
  );
}
