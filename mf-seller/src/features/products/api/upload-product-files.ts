import { useMutation, useQueryClient } from '@tanstack/react-query';
import { endpoints, type MediaFile } from '@xchange/contract';
import { useApi, uploadOptions, type UploadProgress } from '@xchange/remote-kit';
import { sellerProductsKey } from './product-keys';

/** POST product/single-file (primary, replaces the old one) or product/files (secondary slots), sent at once on edit. */
export function useUploadProductFile(slot: 'primary' | 'secondary') {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ productid, file, onProgress }: { productid: number; file: File; onProgress: UploadProgress }): Promise<MediaFile> => {
      const body = new FormData();
      // the listing travels in the URL: the API checks it is the seller's before reading the file
      const searchParams = { productid: String(productid) };
      if (slot === 'primary') {
        body.append('file', file, file.name);
        return api.post(endpoints.productSingleFile.path, { ...uploadOptions(body, onProgress), searchParams }).json<MediaFile>();
      }
      body.append('files', file, file.name);
      const saved = await api.post(endpoints.productFiles.path, { ...uploadOptions(body, onProgress), searchParams }).json<MediaFile[]>();
      return saved[0]!;
    },
    onSuccess: () => client.invalidateQueries({ queryKey: sellerProductsKey }),
  });
}
