import { useEffect, useState } from 'react';
import { Alert } from '@xchange/ui';
import { errorMessages } from '@xchange/api-client';

/** The server's answer to a failed submit, shown beside the form (the client also shows it as a notice). */
export function FormError({ error }: { error: Error | null }) {
  // the texts are read from the response body asynchronously; they belong to the error they were read from
  const [read, setRead] = useState<{ error: Error; messages: string[] } | null>(null);
  useEffect(() => {
    if (error) void errorMessages(error).then((messages) => setRead({ error, messages }));
  }, [error]);
  const messages = read && read.error === error ? read.messages : [];
  if (!error || messages.length === 0) return null;
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Description>{messages.join(' ')}</Alert.Description>
    </Alert.Root>
  );
}

/** A confirmation after a successful submit, announced to screen readers. */
export function FormSuccess({ text }: { text: string }) {
  return (
    <Alert.Root status="success" role="status">
      <Alert.Indicator />
      <Alert.Description>{text}</Alert.Description>
    </Alert.Root>
  );
}
