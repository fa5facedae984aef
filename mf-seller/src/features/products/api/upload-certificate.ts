import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@xchange/api-client';
import { useApi, uploadOptions } from '@xchange/remote-kit';
import { sellerProductsKey } from './product-keys';

/** POST product/certificate?productid=: attaches a calibration certificate (PDF) to an own, saved, calibrated listing. */
export function useUploadCertificate() {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ productid, file }: { productid: number; file: File }) => {
      const body = new FormData();
      body.append('file', file, file.name);
      return call(api, 'uploadCertificate', { ...uploadOptions(body, () => undefined), query: { productid: String(productid) } });
    },
    onSuccess: () => client.invalidateQueries({ queryKey: sellerProductsKey }),
  });
}
