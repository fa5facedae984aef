import { productMediaMaxBytes } from '@xchange/contract';
import type { ApiConfig } from '../../config.ts';
import { productionImageSource, type ImageSource } from './image-fetch.ts';

const injected = new WeakMap<ApiConfig, ImageSource>();

/**
 * Tests and benches only: the image source of the app built with `config` (an injected resolver, fetcher and address
 * policy). Nothing in the app's configuration can reach this; without it the production source is used.
 */
export function injectImageSourceForTests(config: ApiConfig, source: ImageSource): void {
  injected.set(config, source);
}

/** The source an import of this app fetches pictures with: public addresses only unless a test injected one. */
export const imageSourceOf = (config: ApiConfig): ImageSource => injected.get(config) ?? productionImageSource(productMediaMaxBytes.image);
