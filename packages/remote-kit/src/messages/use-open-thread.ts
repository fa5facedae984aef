import { useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';

const param = 'thread';

/**
 * Which conversation is open, kept in the address (`?thread=<threadid>`) so a phone's back button returns from the
 * thread to the list. Wide screens open the thread that was newest on arrival until the reader picks or closes one;
 * a later message elsewhere does not switch it.
 */
export function useOpenThread(wide: boolean, newestId: number | undefined) {
  const [searchParams, setSearchParams] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const [closed, setClosed] = useState(false);
  const [firstId, setFirstId] = useState<number>();
  if (firstId === undefined && newestId !== undefined) setFirstId(newestId);
  const chosen = Number(searchParams.get(param)) || undefined;
  const openId = chosen ?? (wide && !closed ? firstId : undefined);

  const select = (threadid: number) => {
    setClosed(false);
    // On phones the thread is a step of its own: push it so Back leads to the list.
    setSearchParams({ [param]: String(threadid) }, { replace: wide || chosen !== undefined, state: { inboxStep: true } });
  };
  const close = () => {
    setClosed(true);
    if (!wide && (location.state as { inboxStep?: boolean } | null)?.inboxStep) navigate(-1);
    else setSearchParams({}, { replace: true });
  };
  return { openId, select, close };
}
