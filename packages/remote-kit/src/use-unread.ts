import { useEffect, useState } from 'react';
import { eventNames, listen } from '@xchange/contract/core';

/** Whether the signed-in user has unread messages, as last broadcast by the messages feature or the shell. */
export function useUnread(): boolean {
  const [unread, setUnread] = useState(false);
  useEffect(() => listen(eventNames.unreadChanged, (d) => setUnread(d.unread)), []);
  return unread;
}
