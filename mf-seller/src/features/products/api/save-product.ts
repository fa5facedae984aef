import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@xchange/api-client';
import type { ProductForm } from '@xchange/contract';
import { useApi, uploadOptions, type UploadProgress } from '@xchange/remote-kit';
import { productFormData } from './product-form-data';
import { sellerProductsKey } from './product-keys';

export interface NewProduct {
  form: ProductForm;
  pfile: File | null;
  sfile: File[];
  /** A calibration certificate (PDF) sent with the listing. */
  certificate?: File | null;
}

/** POST product/savewithfiles: publishes a listing with its files (multipart), reporting upload progress. */
export function useSaveProduct(onProgress: UploadProgress) {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ form, pfile, sfile, certificate }: NewProduct) => {
      const body = productFormData(form);
      if (pfile) body.append('pfile', pfile, pfile.name);
      for (const file of sfile) body.append('sfile', file, file.name);
      if (certificate && form.calibrated) body.append('certificate', certificate, certificate.name);
      return call(api, 'saveProductWithFiles', uploadOptions(body, onProgress));
    },
    onSuccess: () => client.invalidateQueries({ queryKey: sellerProductsKey }),
  });
}
