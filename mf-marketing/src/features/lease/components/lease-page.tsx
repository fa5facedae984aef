import { useId, useState, type ReactNode } from 'react';
import { Box, Button, Heading, Stack, Wrap } from '@xchange/ui';
import { InfoPage } from '../../../lib/info-page';
import { leaseContent } from '../lease-content';
import { LeaseApplicationForm } from './lease-application-form';
import { LeaseCalculator } from './lease-calculator';

type Panel = 'calculator' | 'application' | null;

function PanelBox({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box id={id} as="section" aria-label={title} borderWidth="1px" borderColor="brand.200" borderRadius="md" p={{ base: 4, md: 6 }}>
      <Heading as="h2" size="lg" mb={4}>
        {title}
      </Heading>
      {children}
    </Box>
  );
}

/** /lease (docs/product.md §2.2): financing explained; the two buttons open the calculator and the application. */
export function LeasePage() {
  const [open, setOpen] = useState<Panel>(null);
  const ids = { calculator: useId(), application: useId() };
  const toggle = (p: Exclude<Panel, null>) => setOpen((o) => (o === p ? null : p));
  return (
    <InfoPage content={leaseContent}>
      <Stack gap={6}>
        <Wrap gap={4}>
          <Button
            colorPalette="brand"
            size={{ base: 'md', sm: 'lg' }}
            aria-expanded={open === 'calculator'}
            aria-controls={ids.calculator}
            onClick={() => toggle('calculator')}
          >
            CALCULATE YOUR MONTHLY PAYMENTS
          </Button>
          <Button
            colorPalette="brand"
            variant="outline"
            color="brand.800"
            size={{ base: 'md', sm: 'lg' }}
            aria-expanded={open === 'application'}
            aria-controls={ids.application}
            onClick={() => toggle('application')}
          >
            GET APPROVED!
          </Button>
        </Wrap>
        {open === 'calculator' && (
          <PanelBox id={ids.calculator} title="Lease calculator">
            <LeaseCalculator />
          </PanelBox>
        )}
        {open === 'application' && (
          <PanelBox id={ids.application} title="Apply for a lease">
            <LeaseApplicationForm />
          </PanelBox>
        )}
      </Stack>
    </InfoPage>
  );
}
