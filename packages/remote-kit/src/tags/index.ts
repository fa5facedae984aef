export { TagChips, type TagChipsProps } from './tag-chips';
export { hasTag, withTag } from './tag-list';
