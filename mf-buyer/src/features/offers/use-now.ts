import { useEffect, useState } from 'react';

const minute = 60_000;
/** The clock, read again every minute, so a countdown moves while the page is open. */
export function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), minute);
    return () => clearInterval(timer);
  }, []);
  return now;
}
