import { Link as RouterLink } from 'react-router-dom';
import { Box, Heading, Link, List, Stack, Text } from '@xchange/ui';
import type { PageSection } from './page-content';

/** Renders page sections as h2 (nested parts as h3) with their paragraphs and lists. */
export function PageSections({ sections, level = 2 }: { sections: PageSection[]; level?: 2 | 3 }) {
  return (
    <>
      {sections.map((s) => (
        <Stack as="section" key={s.heading} id={s.id} gap={3} aria-label={s.heading} scrollMarginTop={24}>
          <Heading as={level === 2 ? 'h2' : 'h3'} size={level === 2 ? 'xl' : 'md'} color={level === 2 ? 'fg' : 'brand.800'}>
            {s.heading}
          </Heading>
          {s.paragraphs?.map((p) => (
            <Text key={p}>{p}</Text>
          ))}
          {s.items && (
            <List.Root as={s.ordered ? 'ol' : 'ul'} ps={6} gap={1} listStyleType={s.ordered ? 'decimal' : 'disc'}>
              {s.items.map((item) => (
                <List.Item key={item}>{item}</List.Item>
              ))}
            </List.Root>
          )}
          {s.links?.map((l) => (
            <Link key={l.to} asChild color="brand.800" fontWeight="semibold" textDecoration="underline">
              <RouterLink to={l.to}>{l.label}</RouterLink>
            </Link>
          ))}
          {s.subsections && (
            <Box ps={{ base: 0, md: 4 }}>
              <Stack gap={5}>
                <PageSections sections={s.subsections} level={3} />
              </Stack>
            </Box>
          )}
        </Stack>
      ))}
    </>
  );
}
