import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  profileRoutes,
  type ImageUploadedResponse,
  type ProfileImageResponse,
} from '@app/contracts/profile/http';
import { serverMessageIn } from '../../lib/api-client';
import { callApi } from '../../lib/call-api';
import { profileKey } from './own-profile';
import { authUserKey } from '../../lib/session';

/** A failure whose message is already the text to show (spec 1 §8, image upload). */
export class ImageUploadError extends Error {}

/**
 * The three steps of a photo upload: ask for a signed upload address, PUT the file there with its
 * content type, then make the uploaded image the profile's photo.
 */
async function uploadProfileImage(file: File): Promise<ProfileImageResponse> {
  const { uploadURL } = (await callApi(profileRoutes.imageUploadUrl)) ?? {};
  if (!uploadURL) throw new ImageUploadError('Invalid response from server - no upload URL received');

  const put = await fetch(uploadURL, { method: 'PUT', body: file, headers: { 'Content-Type': file.type } });
  if (!put.ok) {
    // The spec's wording, then the server's reason ("Only PNG, JPEG, GIF and WebP images can be
    // uploaded."), which tells a person what to do where a status number does not.
    const reason = serverMessageIn(await put.text());
    throw new ImageUploadError(`Failed to upload image: ${put.status}${reason ? `. ${reason}` : ''}`);
  }
  const uploaded = (await put.json().catch(() => null)) as Partial<ImageUploadedResponse> | null;

  const updated = await callApi(profileRoutes.setProfileImage, {
    body: {
      imageUrl: uploaded?.imageUrl ?? uploadURL,
    },
  });
  if (!updated?.imageUrl) throw new ImageUploadError('Invalid response from profile update');
  return { imageUrl: updated.imageUrl };
}

export function useUploadProfileImage() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: uploadProfileImage,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: profileKey }),
        client.invalidateQueries({ queryKey: authUserKey }),
      ]),
  });
}
