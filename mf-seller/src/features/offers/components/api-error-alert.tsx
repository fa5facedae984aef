import { useEffect, useState } from 'react';
import { errorMessages } from '@xchange/api-client';
import { Alert } from '@xchange/ui';

/** Why the server refused an answer to an offer, in its own words, beside where it was given. */
export function ApiErrorAlert({ error }: { error: Error | null }) {
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
