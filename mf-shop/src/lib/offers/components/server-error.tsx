import { useEffect, useState, type MouseEvent } from 'react';
import { Alert, Link } from '@xchange/ui';
import { errorMessages } from '@xchange/api-client';
import { offerDialogTexts, offerTexts } from '@xchange/contract/core';

/** Why the server refused the offer, in the dialog; the open offer it names is one click away. */
export function ServerError({
  error,
  offersLink,
}: {
  error: Error | null;
  offersLink: { href: string; onClick: (e: MouseEvent<HTMLElement>) => void };
}) {
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
      <Alert.Content>
        <Alert.Description>{messages.join(' ')}</Alert.Description>
        {messages.includes(offerTexts.oneOpen) && (
          <Link {...offersLink} color="brand.fg" fontWeight="semibold">
            {offerDialogTexts.seeOffers}
          </Link>
        )}
      </Alert.Content>
    </Alert.Root>
  );
}
