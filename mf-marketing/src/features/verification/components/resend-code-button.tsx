import { useEffect, useState } from 'react';
import { Button } from '@xchange/ui';
import { useNotify } from '@xchange/remote-kit';
import { useResendCode } from '../api/resend-code';

/** Seconds between two resends; the server allows one a minute. */
export const resendCooldownSeconds = 60;

/** 'Resend code' with a visible cooldown after each send. */
export function ResendCodeButton({ username, type }: { username: string; type: 'buyer' | 'seller' }) {
  const notify = useNotify();
  const { mutate, isPending } = useResendCode();
  const [wait, setWait] = useState(0);

  useEffect(() => {
    if (wait <= 0) return;
    const timer = window.setTimeout(() => setWait((s) => s - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [wait]);

  const resend = () =>
    mutate(
      { username, type },
      {
        onSuccess: (res) => {
          notify({ type: 'success', title: res.message });
          setWait(resendCooldownSeconds);
        },
      },
    );

  return (
    <Button variant="plain" color="brand.800" textDecoration="underline" onClick={resend} disabled={isPending || wait > 0}>
      {wait > 0 ? `Resend code in ${wait}s` : 'Resend code'}
    </Button>
  );
}
