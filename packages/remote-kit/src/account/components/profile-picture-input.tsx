import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { profilePictureDelayMs } from '@xchange/contract/core';
import { profilePictureSchema, validate } from '@xchange/contract/forms';
import { Avatar, Button, HStack, Stack, Text, VisuallyHidden, chakra } from '@xchange/ui';
import { useSession } from '../../hooks';
import type { AccountRole } from '../account-role';
import { useUploadProfilePicture } from '../api/upload-profile-picture';

export interface ProfilePictureInputProps {
  role: AccountRole;
  email: string;
  /** The stored picture's url, if any. */
  current?: string | null;
  /** Shown in the avatar when there is no picture. */
  name: string;
}

type Status = { kind: 'idle' } | { kind: 'error'; text: string } | { kind: 'waiting' } | { kind: 'saved' };

const previewOf = (file: File): string | null => (typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null);

/** docs/product.md §2.5/§5: one optional JPEG picture, previewed at once and uploaded 2 s after the last pick. */
export function ProfilePictureInput({ role, email, current, name }: ProfilePictureInputProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [preview, setPreview] = useState<string | null>(null);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const upload = useUploadProfilePicture(role);
  const session = useSession();

  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    event.currentTarget.value = '';
    if (!file) return;
    clearTimeout(timer.current);
    const checked = validate(profilePictureSchema, file);
    if (!checked.success) {
      setStatus({ kind: 'error', text: checked.errors[0] ?? 'This file cannot be used.' });
      return;
    }
    setPreview(previewOf(file));
    setStatus({ kind: 'waiting' });
    timer.current = setTimeout(() => {
      upload.mutate(
        { file, email },
        {
          onSuccess: ({ profilePhoto }) => {
            if (session.data) session.updateData({ ...session.data, profilePhoto });
            setStatus({ kind: 'saved' });
          },
          onError: () => setStatus({ kind: 'error', text: 'The picture could not be uploaded.' }),
        },
      );
    }, profilePictureDelayMs);
  };

  const busy = status.kind === 'waiting' || upload.isPending;
  return (
    <HStack gap={4} align="center">
      <Avatar.Root size="2xl">
        <Avatar.Fallback name={name} />
        {(preview ?? current) && <Avatar.Image src={preview ?? current ?? undefined} alt="Profile picture" />}
      </Avatar.Root>
      <Stack gap={1}>
        <chakra.label>
          <VisuallyHidden>Profile picture</VisuallyHidden>
          <VisuallyHidden asChild>
            <input ref={inputRef} type="file" accept="image/jpeg,.jpg,.jpeg" onChange={pick} />
          </VisuallyHidden>
        </chakra.label>
        <Button
          size="sm"
          variant="outline"
          alignSelf="start"
          loading={busy}
          loadingText="Uploading"
          onClick={() => inputRef.current?.click()}
        >
          Choose picture
        </Button>
        <Text fontSize="sm" color="fg.muted">
          JPEG only, one picture.
        </Text>
        {status.kind === 'error' && (
          <Text role="alert" fontSize="sm" color="fg.error">
            {status.text}
          </Text>
        )}
        {status.kind === 'saved' && (
          <Text role="status" fontSize="sm" color="fg.success">
            Picture saved.
          </Text>
        )}
      </Stack>
    </HStack>
  );
}
