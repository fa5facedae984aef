import { AspectRatio, Box, Heading, Stack, Text } from '@xchange/ui';
import captionsUrl from '../assets/welcome.vtt';
import posterUrl from '../assets/welcome-poster.jpg';
import videoUrl from '../assets/welcome.webm';

/** Our own 17-second welcome video (rendered by scripts/render-welcome-video.sh), with English captions. */
export function WelcomeVideo({
  title = 'Welcome to The Xchange',
  intro = 'What the marketplace is and how buyers and sellers use it, in under twenty seconds.',
}: {
  title?: string;
  intro?: string;
}) {
  return (
    <Stack as="section" aria-labelledby="welcome-video-heading" gap={4}>
      <Heading as="h2" id="welcome-video-heading" size="2xl">
        {title}
      </Heading>
      <Text>{intro}</Text>
      <Box borderRadius="md" overflow="hidden" bg="gray.900">
        <AspectRatio ratio={16 / 9}>
          <video
            controls
            preload="metadata"
            poster={posterUrl}
            playsInline
            aria-label="Welcome to The Xchange Marketplace"
            data-testid="welcome-video"
          >
            <source src={videoUrl} type="video/webm" />
            <track kind="captions" src={captionsUrl} srcLang="en" label="English" default />
          </video>
        </AspectRatio>
      </Box>
    </Stack>
  );
}
