import { useState, type KeyboardEvent } from 'react';
import { AspectRatio, Box, HStack, IconButton, Image, Text, chakra } from '@xchange/ui';
import type { MediaFile } from '@xchange/contract';
import { ChevronIcon } from './icons';
import { NoPicture } from './no-picture';

/** The primary file first, then the others, each once. */
export const galleryOf = (p: { primaryfile?: MediaFile | null; productfiles?: MediaFile[] }): MediaFile[] => {
  const all = [p.primaryfile, ...(p.productfiles ?? [])].filter((f): f is MediaFile => Boolean(f?.url));
  return all.filter((f, i) => all.findIndex((g) => g.url === f.url) === i);
};

const kindLabel = (f: MediaFile) => (f.fileType === 'video' ? 'Video' : 'Picture');

/** Pictures and videos of a listing: one large view with previous/next arrows (and ←/→ keys) over thumbnails. */
export function MediaGallery({ files, name }: { files: MediaFile[]; name: string }) {
  const [index, setIndex] = useState(0);
  if (!files.length) {
    return (
      <AspectRatio ratio={4 / 3} borderRadius="md" overflow="hidden">
        <NoPicture label="No pictures for this listing yet" />
      </AspectRatio>
    );
  }
  const current = files[Math.min(index, files.length - 1)]!;
  const go = (step: number) => setIndex((i) => (i + step + files.length) % files.length);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.target instanceof HTMLVideoElement) return;
    if (event.key === 'ArrowLeft') go(-1);
    if (event.key === 'ArrowRight') go(1);
  };
  const position = `${kindLabel(current)} ${index + 1} of ${files.length}`;
  return (
    <Box role="group" aria-roledescription="gallery" aria-label={`Pictures and videos of ${name}`} onKeyDown={onKeyDown}>
      <Box position="relative" borderRadius="md" overflow="hidden" bg="gray.900">
        <AspectRatio ratio={4 / 3}>
          {current.fileType === 'video' ? (
            <chakra.video
              key={current.url}
              src={current.url}
              controls
              playsInline
              preload="metadata"
              aria-label={`${position}: video of ${name}`}
            />
          ) : (
            <Image
              src={current.url}
              alt={`${name}, ${position.toLowerCase()}`}
              objectFit="contain"
              bg="white"
              htmlWidth={1600}
              htmlHeight={1200}
              fetchPriority={index === 0 ? 'high' : 'auto'}
            />
          )}
        </AspectRatio>
        {files.length > 1 && (
          <>
            <IconButton
              aria-label="Previous"
              position="absolute"
              left={2}
              top="50%"
              transform="translateY(-50%)"
              borderRadius="full"
              size="sm"
              variant="solid"
              colorPalette="gray"
              opacity={0.9}
              onClick={() => go(-1)}
            >
              <ChevronIcon direction="left" />
            </IconButton>
            <IconButton
              aria-label="Next"
              position="absolute"
              right={2}
              top="50%"
              transform="translateY(-50%)"
              borderRadius="full"
              size="sm"
              variant="solid"
              colorPalette="gray"
              opacity={0.9}
              onClick={() => go(1)}
            >
              <ChevronIcon direction="right" />
            </IconButton>
          </>
        )}
      </Box>
      <Text aria-live="polite" fontSize="sm" color="fg.muted" mt={2}>
        {position}
      </Text>
      {files.length > 1 && (
        <HStack as="ul" listStyleType="none" gap={2} mt={2} overflowX="auto" aria-label="Choose a picture or video">
          {files.map((f, i) => (
            <li key={f.url}>
              <chakra.button
                type="button"
                aria-label={`Show ${kindLabel(f).toLowerCase()} ${i + 1} of ${files.length}`}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => setIndex(i)}
                w="16"
                h="12"
                borderRadius="sm"
                overflow="hidden"
                borderWidth="2px"
                borderColor={i === index ? 'brand.solid' : 'transparent'}
                bg="gray.900"
                color="white"
                display="flex"
                alignItems="center"
                justifyContent="center"
                cursor="pointer"
                _focusVisible={{ outline: '2px solid', outlineColor: 'brand.focusRing' }}
              >
                {f.fileType === 'video' ? (
                  <svg width="20" height="20" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
                    <path d="M8 5v14l11-7z" />
                  </svg>
                ) : (
                  <Image
                    src={f.thumbUrl || f.url}
                    alt=""
                    w="full"
                    h="full"
                    objectFit="cover"
                    htmlWidth={64}
                    htmlHeight={48}
                    loading="lazy"
                  />
                )}
              </chakra.button>
            </li>
          ))}
        </HStack>
      )}
    </Box>
  );
}
