export type NoticeType = 'success' | 'error' | 'info' | 'warning';
export interface Notice {
  type: NoticeType;
  title: string;
  description?: string;
}
/** docs/product.md §8/§9: notices hide after 4 s at the bottom right. */
export const noticeDurationMs = 4000;
