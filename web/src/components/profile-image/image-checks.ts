import { IMAGE_MAX_BYTES, imageContentTypes } from '@app/contracts/profile/http';

export interface ImageProblem {
  title: string;
  description: string;
}

/** A file that is not an image: by its type, or because the browser cannot show it as one. */
export const NOT_AN_IMAGE: ImageProblem = {
  title: 'Invalid File',
  description: 'Please select an image file',
};

/** The profile photo rules of spec 1 §5: an image (PNG, JPG, GIF or WebP) of at most 5 MB. */
export function checkImageFile(file: Pick<File, 'type' | 'size'>): ImageProblem | null {
  if (!(imageContentTypes as readonly string[]).includes(file.type)) return NOT_AN_IMAGE;
  if (file.size > IMAGE_MAX_BYTES) {
    return { title: 'File Too Large', description: 'Image must be smaller than 5MB' };
  }
  return null;
}

export const IMAGE_ACCEPT = imageContentTypes.join(',');
