import { useState } from 'react';
import { Field, SimpleGrid, Stack, Text } from '@xchange/ui';
import type { useProductMedia, SlotKey } from '../hooks/use-product-media';
import { MediaSlot } from './media-slot';
import { VideoDialog } from './video-dialog';

/** The primary photo/video and the six secondary slots, with a player dialog for videos. */
export function MediaSlots({ media, disabled }: { media: ReturnType<typeof useProductMedia>; disabled?: boolean }) {
  const [playing, setPlaying] = useState<string | null>(null);
  const slot = (key: SlotKey, label: string, value: typeof media.primary) => (
    <MediaSlot
      key={key}
      label={label}
      media={value}
      progress={media.progress[key]}
      error={media.errors[key]}
      disabled={disabled || media.progress[key] !== undefined}
      onPick={(file) => void media.pick(key, file)}
      onRemove={() => media.remove(key)}
      onPlay={setPlaying}
    />
  );
  return (
    <Stack gap={4}>
      <Field.Root>
        <Field.Label>Primary photo or video</Field.Label>
        <SimpleGrid columns={{ base: 2, md: 3, xl: 4 }} gap={4} w="full">
          {slot('primary', 'Primary photo/video', media.primary)}
        </SimpleGrid>
      </Field.Root>
      <Field.Root>
        <Field.Label>Secondary photos or videos</Field.Label>
        <SimpleGrid columns={{ base: 2, md: 3, xl: 6 }} gap={4} w="full">
          {media.secondary.map((value, i) => slot(`s${i}`, `Secondary photo/video ${i + 1}`, value))}
        </SimpleGrid>
        <Text fontSize="xs" color="fg.muted">
          Pictures (JPEG, PNG, WebP) up to 15 MB, videos (MP4, WebM) up to 200 MB. Click a video to play it.
        </Text>
      </Field.Root>
      <VideoDialog url={playing} onClose={() => setPlaying(null)} />
    </Stack>
  );
}
