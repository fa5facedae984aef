import { useCallback } from 'react';
import { useNavigateAcross, useSession } from './hooks';

/** Signs out (SPEC §4: clears the stored session) and goes to `to`. */
export function useLogout(to: string): () => void {
  const signOut = useSession((s) => s.signOut);
  const navigate = useNavigateAcross();
  return useCallback(() => {
    signOut();
    navigate(to);
  }, [signOut, navigate, to]);
}
