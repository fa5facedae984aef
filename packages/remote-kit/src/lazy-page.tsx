import { Suspense, type ComponentType } from 'react';
import { Center, Spinner } from '@xchange/ui';
import { lazyPart } from './lazy-part';

/**
 * A page whose code loads when first opened, so a remote's other pages do not carry it (forms, the shop's filters).
 * Its name is unique in the remote (a server render names the parts it drew: lazy-part.tsx).
 */
export function lazyPage(name: string, load: () => Promise<ComponentType>): ComponentType {
  const Page = lazyPart(name, load);
  return function LazyPage() {
    return (
      <Suspense
        fallback={
          <Center minH="60vh">
            <Spinner size="lg" color="brand.500" aria-label="Loading" />
          </Center>
        }
      >
        <Page />
      </Suspense>
    );
  };
}
