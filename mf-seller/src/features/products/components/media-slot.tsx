import { useId } from 'react';
import { productMediaTypes } from '@xchange/contract/accounts';
import type { MediaFile } from '@xchange/contract';
import { Box, Button, chakra, CloseButton, Image, Stack, Text, VisuallyHidden } from '@xchange/ui';
import { UploadProgress } from './upload-progress';

/** What a slot shows: a stored file, or a picked one (a `blob:` url) not yet sent. */
export type SlotMedia = Pick<MediaFile, 'url' | 'fileType'> & { thumbUrl?: string | null; id?: number; local?: File };

export interface MediaSlotProps {
  /** 'Primary photo/video' or 'Secondary photo/video 3'. */
  label: string;
  media: SlotMedia | null;
  /** 0..1 while this slot's file uploads. */
  progress?: number;
  error?: string;
  disabled?: boolean;
  onPick: (file: File) => void;
  onRemove?: () => void;
  onPlay: (url: string) => void;
}

/** One photo/video slot: pick (image or video), preview, play a video in a dialog, remove, upload progress. */
export function MediaSlot({ label, media, progress, error, disabled, onPick, onRemove, onPlay }: MediaSlotProps) {
  const id = useId();
  return (
    <Stack gap={2} role="group" aria-label={`${label} slot`}>
      <Box
        position="relative"
        aspectRatio={4 / 3}
        borderWidth="1px"
        borderStyle={media ? 'solid' : 'dashed'}
        borderRadius="md"
        overflow="hidden"
        bg="bg.muted"
      >
        {media?.fileType === 'image' && (
          <Image src={media.thumbUrl ?? media.url} alt={`${label} preview`} w="full" h="full" objectFit="cover" />
        )}
        {media?.fileType === 'video' && (
          <chakra.button type="button" w="full" h="full" onClick={() => onPlay(media.url)} aria-label={`Play ${label}`} position="relative">
            <video
              src={media.url}
              muted
              preload="metadata"
              style={{ width: '100%', height: '100%', objectFit: 'cover' }}
              aria-hidden="true"
            />
            <Text
              position="absolute"
              inset="0"
              display="grid"
              placeItems="center"
              fontSize="3xl"
              color="white"
              textShadow="0 0 6px black"
              aria-hidden="true"
            >
              ▶
            </Text>
          </chakra.button>
        )}
        {!media && (
          <Text position="absolute" inset="0" display="grid" placeItems="center" fontSize="sm" color="fg.muted" textAlign="center" px={2}>
            No file yet
          </Text>
        )}
        {media && onRemove && !disabled && (
          <CloseButton position="absolute" top={1} right={1} size="2xs" bg="bg" aria-label={`Remove ${label}`} onClick={onRemove} />
        )}
      </Box>
      <Button asChild variant="outline" colorPalette="gray" size="xs" aria-disabled={disabled || undefined}>
        <label htmlFor={id}>
          {media ? 'Replace' : 'Choose file'}
          <VisuallyHidden>{` ${label}`}</VisuallyHidden>
        </label>
      </Button>
      <chakra.input
        id={id}
        type="file"
        accept={productMediaTypes.join(',')}
        srOnly
        disabled={disabled}
        aria-label={label}
        onChange={(e) => {
          const picked = e.currentTarget.files?.[0];
          e.currentTarget.value = '';
          if (picked) onPick(picked);
        }}
      />
      {progress !== undefined && <UploadProgress value={progress} label={`${label} upload progress`} />}
      {error && (
        <Text fontSize="xs" color="fg.error" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
