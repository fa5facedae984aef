import { Box, Button, Heading, Stack, Text } from '@xchange/ui';
import { calibrationSummary } from '@xchange/contract/core';
import type { Calibration } from '@xchange/contract';

const kb = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024))} KB`;

/** docs/product.md §2.9: when, by whom, to what accreditation and until when it was calibrated, and its certificate. */
export function CalibrationPanel({ calibration }: { calibration: Calibration | undefined }) {
  const calibrated = calibration?.calibrated === true;
  return (
    <Box as="section" aria-label="Calibration" borderWidth="1px" borderRadius="md" p={4} bg={calibrated ? 'green.subtle' : 'bg.muted'}>
      <Stack gap={2}>
        <Heading as="h2" size="md">
          Calibration
        </Heading>
        <Text>
          {calibrated ? calibrationSummary(calibration) : 'Not calibrated. Ask the seller for calibration evidence before you pay.'}
        </Text>
        {calibrated && calibration?.certificate ? (
          <Button asChild variant="outline" size="sm" alignSelf="start">
            <a href={calibration.certificate.url} download>
              {`Download calibration certificate (PDF, ${kb(calibration.certificate.bytes)})`}
            </a>
          </Button>
        ) : (
          calibrated && (
            <Text fontSize="sm" color="fg.muted">
              No certificate attached: ask the seller for it.
            </Text>
          )
        )}
      </Stack>
    </Box>
  );
}
