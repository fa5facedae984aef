import { showNotice } from '@xchange/ui';
import type { Notice } from '@xchange/contract';

/** Shows a notice at the bottom right for 4 s (docs/product.md §8); remotes reach it as ShellContext.notify. */
export const notify = (notice: Notice): void => showNotice(notice);
