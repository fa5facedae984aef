import type { ReactNode } from 'react';
import { Heading, Stack, Text } from '@xchange/ui';
import { usePageMeta } from './use-page-meta';

export interface PageIntroProps {
  /** The page's h1. */
  title: string;
  /** Document title when it differs from the heading. */
  metaTitle?: string;
  description: string;
  intro: string;
  children?: ReactNode;
}

/** A hub page's frame: its h1, one line saying what the page is for, then the page body. */
export function PageIntro({ title, metaTitle, description, intro, children }: PageIntroProps) {
  usePageMeta(metaTitle ?? title, description);
  return (
    <Stack gap={4}>
      <Heading as="h1" size="2xl">
        {title}
      </Heading>
      <Text color="fg.muted">{intro}</Text>
      {children}
    </Stack>
  );
}
