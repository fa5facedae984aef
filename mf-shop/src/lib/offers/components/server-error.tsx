import type { MouseEvent } from 'react';
import { Link } from '@xchange/ui';
import { offerDialogTexts, offerTexts } from '@xchange/contract/listings';
import { ApiErrorAlert } from '@xchange/remote-kit';

/** Why the server refused the offer, in the dialog; the open offer it names is one click away. */
export function ServerError({
  error,
  offersLink,
}: {
  error: Error | null;
  offersLink: { href: string; onClick: (e: MouseEvent<HTMLElement>) => void };
}) {
  return (
    <ApiErrorAlert error={error}>
      {(messages) =>
        messages.includes(offerTexts.oneOpen) && (
          <Link {...offersLink} color="brand.fg" fontWeight="semibold">
            {offerDialogTexts.seeOffers}
          </Link>
        )
      }
    </ApiErrorAlert>
  );
}
