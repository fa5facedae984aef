import { useMutation } from '@tanstack/react-query';
import { call } from '@xchange/api-client';
import type { KyInstance } from 'ky';
import type { ProfilePictureResponse } from '@xchange/contract';
import { useApi } from '../../hooks';
import { accountEndpoints, type AccountRole } from '../account-role';

export interface ProfilePictureUpload {
  file: File;
  /** The account's email (docs/product.md §7: ?email=). */
  email: string;
}

/** PUT signup/upload{Buyer|Seller}ProfilePicture?email= with the picture as multipart field 'file'. */
export function uploadProfilePicture(
  api: KyInstance,
  role: AccountRole,
  { file, email }: ProfilePictureUpload,
): Promise<ProfilePictureResponse> {
  const body = new FormData();
  body.append('file', file, file.name);
  return call(api, accountEndpoints[role].picture, { body, query: { email } });
}

export function useUploadProfilePicture(role: AccountRole) {
  const api = useApi();
  return useMutation({ mutationFn: (upload: ProfilePictureUpload) => uploadProfilePicture(api, role, upload) });
}
