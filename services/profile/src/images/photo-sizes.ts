import sharp, { type ResizeOptions } from 'sharp';
import {
  IMAGE_MAX_PIXELS,
  LARGEST_PHOTO_WIDTH,
  PHOTO_WIDTHS,
  type PhotoWidth,
} from '@app/contracts/profile/http';
import { badRequest, HttpError } from '@app/service-kit';
import { dimensionsProblem, type ImageFormat } from './profile-image';

const notComplete = (format: ImageFormat) =>
  badRequest(`The file is not a complete ${format.toUpperCase()} image.`, 'INVALID_IMAGE');

/**
 * Refuses a picture too large to show, by its dimensions, from its header alone: nothing is
 * decoded, so a small file claiming 100 megapixels costs nothing to refuse.
 */
export async function checkDimensions(bytes: Buffer, format: ImageFormat): Promise<void> {
  let width: number | undefined;
  let height: number | undefined;
  try {
    // The header only; the pixel limit applies where pixels are decoded (below).
    ({ width, height } = await sharp(bytes, { limitInputPixels: false }).metadata());
  } catch {
    throw notComplete(format);
  }
  if (!width || !height) throw notComplete(format);
  const problem = dimensionsProblem({ width, height });
  if (problem) throw new HttpError(422, 'IMAGE_DIMENSIONS_TOO_LARGE', problem);
}

/**
 * The photo at each of its sizes, as WebP: turned upright by its EXIF orientation, its shorter side
 * made `width` pixels (never enlarged: every page shows photos cropped to a square), and with no
 * metadata kept, so a phone photo's GPS position and camera details are not published. An animated
 * image keeps its first frame. Call `checkDimensions` first.
 */
export async function encodeSizes(bytes: Buffer, format: ImageFormat): Promise<Map<PhotoWidth, Buffer>> {
  try {
    // Decoded once, at the largest size; the smaller ones are made from that.
    const largest = await sharp(bytes, { limitInputPixels: IMAGE_MAX_PIXELS, failOn: 'error' })
      .autoOrient()
      .resize(resizeTo(LARGEST_PHOTO_WIDTH))
      .raw()
      .toBuffer({ resolveWithObject: true });
    const { width, height, channels } = largest.info;
    const sizes = await Promise.all(
      PHOTO_WIDTHS.map(async (w) => {
        const webp = await sharp(largest.data, { raw: { width, height, channels } })
          .resize(resizeTo(w))
          .webp({ quality: 82 })
          .toBuffer();
        return [w, webp] as const;
      }),
    );
    return new Map(sizes);
  } catch {
    throw notComplete(format);
  }
}

const resizeTo = (side: number): ResizeOptions => ({
  width: side,
  height: side,
  fit: 'outside',
  withoutEnlargement: true,
});
