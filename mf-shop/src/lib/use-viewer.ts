import { signedInAs } from '@xchange/contract/core';
import type { UserType } from '@xchange/contract';
import { useSession } from '@xchange/remote-kit';

/** Who looks at the shop: a signed-in type, or null for a visitor (docs/product.md §3: token and data both stored). */
export function useViewer(): UserType | null {
  return useSession(signedInAs);
}
