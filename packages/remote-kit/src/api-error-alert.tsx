import { useEffect, useState, type ReactNode } from 'react';
import { errorMessages } from '@xchange/api-client';
import { Alert } from '@xchange/ui';

/** The texts of a failed call's answer (read from its body, so they arrive after the error); [] while unknown. */
export function useErrorMessages(error: Error | null): string[] {
  // the texts belong to the error they were read from: a newer error never shows an older one's words
  const [read, setRead] = useState<{ error: Error; messages: string[] } | null>(null);
  useEffect(() => {
    if (error) void errorMessages(error).then((messages) => setRead({ error, messages }));
  }, [error]);
  return error && read?.error === error ? read.messages : [];
}

/** Why the server refused a submit, in its own words, beside the form or action that sent it. */
export function ApiErrorAlert({ error, children }: { error: Error | null; children?: (messages: string[]) => ReactNode }) {
  const messages = useErrorMessages(error);
  if (messages.length === 0) return null;
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Description>{messages.join(' ')}</Alert.Description>
        {children?.(messages)}
      </Alert.Content>
    </Alert.Root>
  );
}

/** The rejection handler of a `mutateAsync` whose refusal is already shown (the client's notice, or the mutation's error beside the form). */
export const ignoreRefusal = (): void => undefined;
