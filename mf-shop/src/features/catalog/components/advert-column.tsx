import { Box, Heading, Image, Link, Stack, chakra } from '@xchange/ui';
import type { Advertisement } from '@xchange/contract';
import { useAdverts } from '../api/get-adverts';
import { AdvertiseHere } from './advertise-here';

function AdvertMedia({ advert }: { advert: Advertisement }) {
  const file = advert.file!;
  return file.fileType === 'video' ? (
    <chakra.video src={file.url} autoPlay muted loop playsInline w="full" display="block" aria-label={advert.name} />
  ) : (
    <Image src={file.url} alt={advert.name} w="full" display="block" />
  );
}

function Advert({ advert }: { advert: Advertisement }) {
  if (!advert.file) return <AdvertiseHere />;
  const media = <AdvertMedia advert={advert} />;
  return (
    <Box borderRadius="md" overflow="hidden" borderWidth="1px">
      {advert.url ? (
        <Link
          href={advert.url}
          target="_blank"
          rel="noopener noreferrer sponsored"
          display="block"
          aria-label={`${advert.name} (advert, opens in a new tab)`}
        >
          {media}
        </Link>
      ) : (
        media
      )}
    </Box>
  );
}

/** Up to 3 adverts beside the catalog (docs/product.md §2.4, §9); with none booked, our own 'advertise here' slot. */
export function AdvertColumn() {
  const adverts = useAdverts();
  const list = adverts.data ?? [];
  return (
    <Stack as="aside" aria-labelledby="adverts-heading" gap={4}>
      <Heading as="h2" id="adverts-heading" size="sm" color="fg.muted" textTransform="uppercase" letterSpacing="wider">
        Sponsored
      </Heading>
      <Box
        display="grid"
        gridTemplateColumns={{ base: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))', '2xl': '1fr' }}
        gap={4}
        alignItems="start"
      >
        {list.map((a) => (
          <Advert key={a.id} advert={a} />
        ))}
        {!adverts.isPending && list.length === 0 && <AdvertiseHere />}
      </Box>
    </Stack>
  );
}
