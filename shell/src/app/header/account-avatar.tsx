import { displayName } from '@xchange/contract/core';
import type { SessionUser } from '@xchange/contract';
import { Avatar } from '@xchange/ui';

/** The signed-in user's picture (or initials) inside the 'My Account' button; decorative, the button names itself. */
export function AccountAvatar({ user }: { user: SessionUser | null }) {
  const photo = user?.profilePhoto;
  return (
    <Avatar.Root size="2xs" aria-hidden="true" data-testid="account-avatar" colorPalette="gray" variant="subtle">
      <Avatar.Fallback name={displayName(user) || undefined} />
      {photo && <Avatar.Image src={photo} alt="" />}
    </Avatar.Root>
  );
}
