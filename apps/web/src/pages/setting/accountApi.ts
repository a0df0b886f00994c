import { API, type AddressChangeBody, type AvatarUploadResult, type PasswordSetBody } from '@acsc/shared';
import { post } from '../../components/api/http.js';

/** The account calls of the settings pages (avatar, first password, bound address), typed. Failures are toasted by the HTTP client. */
export const accountApi = {
  /** The upload client is its own module so only this page downloads it. */
  uploadAvatar: async (image: Blob, onProgress?: (percent: number) => void) => {
    const { upload } = await import('../../components/api/upload.js');
    return upload<AvatarUploadResult>(API.avatarUpload, image, { onProgress });
  },
  setPassword: (body: PasswordSetBody) => post<null>(API.passwordSet, body),
  changeAddress: (body: AddressChangeBody) => post<null>(API.addressChange, body),
};
