import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@xchange/api-client';
import type { MediaFile } from '@xchange/contract';
import { useApi, uploadOptions, type UploadProgress } from '@xchange/remote-kit';
import { sellerProductsKey } from './product-keys';

/** POST product/single-file (primary, replaces the old one) or product/files (secondary slots), sent at once on edit. */
export function useUploadProductFile(slot: 'primary' | 'secondary') {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({
      productid,
      file,
      onProgress,
    }: {
      productid: number;
      file: File;
      onProgress: UploadProgress;
    }): Promise<MediaFile> => {
      const body = new FormData();
      // the listing travels in the URL: the API checks it is the seller's before reading the file
      const query = { productid: String(productid) };
      if (slot === 'primary') {
        body.append('file', file, file.name);
        return call(api, 'productSingleFile', { ...uploadOptions(body, onProgress), query });
      }
      body.append('files', file, file.name);
      const saved = await call(api, 'productFiles', { ...uploadOptions(body, onProgress), query });
      return saved[0]!;
    },
    onSuccess: () => client.invalidateQueries({ queryKey: sellerProductsKey }),
  });
}
