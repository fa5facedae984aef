import * as v from 'valibot';
import { profilePictureMessage, profilePictureType } from '@xchange/contract/core';
import { emailField } from '../common/email';

/** PUT signup/uploadBuyerProfilePicture?email= and uploadSellerProfilePicture query. */
export const profilePictureQuerySchema = v.object({ email: emailField() });
export type ProfilePictureQuery = v.InferOutput<typeof profilePictureQuerySchema>;

/** docs/product.md §5: one JPEG file. */
export const profilePictureSchema = v.pipe(
  v.blob(profilePictureMessage),
  v.mimeType([profilePictureType], profilePictureMessage),
  v.maxSize(10 * 1024 * 1024, 'Pictures must be at most 10 MB.'),
);

/** Upload answer: the stored picture's url, also set on the profile. */
export const profilePictureResponseSchema = v.object({ profilePhoto: v.string() });
export type ProfilePictureResponse = v.InferOutput<typeof profilePictureResponseSchema>;
