import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '@xchange/api-client';
import type { AdvertisementForm } from '@xchange/contract';
import { uploadOptions, useApi, type UploadProgress } from '@xchange/remote-kit';
import { advertsKey } from './get-adverts';

export interface AdvertSave extends AdvertisementForm {
  /** Set when editing (PUT advert); absent creates (POST advert). */
  id?: number;
  document?: File | null;
}

const formData = ({ id, name, url, tags, document }: AdvertSave): FormData => {
  const body = new FormData();
  if (id) body.append('id', String(id));
  body.append('name', name);
  body.append('url', url);
  for (const tag of tags) body.append('tags', tag);
  if (document) body.append('document', document, document.name);
  return body;
};

/** POST advert (new) or PUT advert (edit): multipart name, url, tags and document, reporting upload progress. */
export function useSaveAdvert(onProgress: UploadProgress) {
  const api = useApi();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (advert: AdvertSave) => {
      const options = uploadOptions(formData(advert), onProgress, 300_000);
      return advert.id ? call(api, 'updateAdvert', options) : call(api, 'createAdvert', options);
    },
    onSuccess: () => client.invalidateQueries({ queryKey: advertsKey }),
  });
}
