export { usePlaces } from './get-places';
export { PlaceOptions, type PlaceOptionsProps } from './place-options';
export { useDebouncedValue } from './use-debounced-value';
export { usePlaceCombobox } from './use-place-combobox';
