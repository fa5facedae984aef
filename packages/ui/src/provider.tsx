import type { ReactNode } from 'react';
import { ChakraProvider } from '@chakra-ui/react';
import { system } from './system';

/** Wraps a React root in the Xchange system; every single-spa root needs its own (context does not cross roots). */
export function UiProvider({ children }: { children: ReactNode }) {
  return <ChakraProvider value={system}>{children}</ChakraProvider>;
}
