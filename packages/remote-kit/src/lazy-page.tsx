import { Suspense, lazy, type ComponentType } from 'react';
import { Center, Spinner } from '@xchange/ui';

/** A page whose code loads when first opened, so a remote's other pages do not carry it (forms, the shop's filters). */
export function lazyPage(load: () => Promise<ComponentType>): ComponentType {
  const Page = lazy(async () => ({ default: await load() }));
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
