import { useCallback } from 'react';
import { endpointRequest, withoutNotices } from '@xchange/api-client';
import { useApi, useNavigateAcross, useSession } from './hooks';

/** Revokes the session on the server, clears the stored session (docs/product.md §4) and goes to `to`. */
export function useLogout(to: string): () => Promise<void> {
  const api = useApi();
  const signOut = useSession((s) => s.signOut);
  const navigate = useNavigateAcross();
  return useCallback(async () => {
    try {
      await endpointRequest(api, 'logout', { ...withoutNotices, timeout: 5000 });
    } catch {
      // Signing out here must not depend on the server answering; its token expires on its own.
    }
    signOut();
    navigate(to);
  }, [api, signOut, navigate, to]);
}
