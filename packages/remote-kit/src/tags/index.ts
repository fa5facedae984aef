export { TagChips, type TagChipsProps } from './tag-chips';
export { tagKeyHandler, type TagKeysOptions } from './tag-keys';
export { hasTag, withTag } from './tag-list';
