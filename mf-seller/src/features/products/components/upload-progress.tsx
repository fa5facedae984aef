import { Box } from '@xchange/ui';

/** A labelled progress bar (0..1) shown while a file uploads. */
export function UploadProgress({ value, label }: { value: number; label: string }) {
  const percent = Math.round(value * 100);
  return (
    <Box
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      w="full"
      h="2"
      bg="bg.muted"
      borderRadius="full"
    >
      <Box h="full" w={`${percent}%`} bg="brand.solid" borderRadius="full" transition="width 0.2s" />
    </Box>
  );
}
