import { IMAGE_MAX_PIXELS, IMAGE_MAX_SIDE, PHOTO_WIDTHS, type PhotoWidth } from '@app/contracts/profile/http';

/**
 * Profile images: which formats are accepted and whether the bytes really are one. file-type
 * recognises a format by its signature; these checks then look at the structure a renderer relies
 * on (PNG's first and last chunks, JPEG's markers, GIF's trailer, WebP's RIFF length), so a file
 * that merely starts like an image is refused.
 */
export type ImageFormat = 'png' | 'jpeg' | 'gif' | 'webp';

export const contentTypeOf: Record<ImageFormat, string> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
};

export const extensionOf: Record<ImageFormat, string> = { png: 'png', jpeg: 'jpg', gif: 'gif', webp: 'webp' };

/** The format a detected MIME type stands for, if accepted (APNG is a PNG). */
export function formatOfMime(mime: string | undefined): ImageFormat | null {
  switch (mime) {
    case 'image/png':
    case 'image/apng':
      return 'png';
    case 'image/jpeg':
      return 'jpeg';
    case 'image/gif':
      return 'gif';
    case 'image/webp':
      return 'webp';
    default:
      return null;
  }
}

/**
 * The format a declared Content-Type names: a format, `'any'` for application/octet-stream (the
 * bytes decide), or null for a type that is never accepted.
 */
export function declaredFormat(contentType: string | undefined): ImageFormat | 'any' | null {
  const [mediaType = ''] = (contentType ?? '').split(';');
  const type = mediaType.trim().toLowerCase();
  if (type === 'application/octet-stream') return 'any';
  if (type === 'image/jpg' || type === 'image/pjpeg') return 'jpeg';
  return formatOfMime(type);
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const ascii = (bytes: Uint8Array, at: number, length: number) =>
  String.fromCharCode(...bytes.subarray(at, at + length));

function lastIndexOfPair(bytes: Uint8Array, a: number, b: number): number {
  for (let i = bytes.length - 2; i >= 0; i--) if (bytes[i] === a && bytes[i + 1] === b) return i;
  return -1;
}

/** True when the bytes are structurally a whole image of this format. */
export function hasImageStructure(format: ImageFormat, bytes: Uint8Array): boolean {
  switch (format) {
    case 'png':
      // Signature, then IHDR as the first chunk, and IEND (with its CRC) closing the file.
      return (
        bytes.length >= 8 + 25 + 12 &&
        PNG_SIGNATURE.every((b, i) => bytes[i] === b) &&
        ascii(bytes, 12, 4) === 'IHDR' &&
        ascii(bytes, bytes.length - 8, 4) === 'IEND'
      );
    case 'jpeg': {
      // Start-of-image, a marker after it, and an end-of-image marker somewhere after the header.
      if (bytes.length < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8 || bytes[2] !== 0xff) return false;
      return lastIndexOfPair(bytes, 0xff, 0xd9) > 2;
    }
    case 'gif':
      return (
        bytes.length >= 14 &&
        (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a') &&
        bytes[bytes.length - 1] === 0x3b
      );
    case 'webp': {
      if (bytes.length < 20 || ascii(bytes, 0, 4) !== 'RIFF' || ascii(bytes, 8, 4) !== 'WEBP') return false;
      const riffSize = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(4, true);
      return riffSize + 8 === bytes.length && ['VP8 ', 'VP8L', 'VP8X'].includes(ascii(bytes, 12, 4));
    }
  }
}

/** `<image id>.<extension>`: how images are named on disk and in their addresses. */
const IMAGE_FILE = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.(png|jpg|gif|webp)$/;

/** The image id and extension in an image's file name, or null when the name is not one. */
export function imageFileParts(fileName: string): { imageId: string; extension: string } | null {
  const [, imageId, extension] = IMAGE_FILE.exec(fileName) ?? [];
  return imageId && extension ? { imageId, extension } : null;
}

export const imageFileName = (imageId: string, format: ImageFormat) => `${imageId}.${extensionOf[format]}`;
export const imagePath = (fileName: string) => `/api/profile/images/${fileName}`;

/**
 * What an `imageUrl` sent to `PUT /api/profile/image` points at: the signed upload address the
 * client was given, or the address the image is served at (absolute or relative). Null otherwise.
 */
export type ImageReference =
  { kind: 'upload'; token: string } | { kind: 'image'; imageId: string; extension: string };

export function imageReference(imageUrl: string): ImageReference | null {
  let pathname: string;
  try {
    pathname = new URL(imageUrl, 'http://relative.invalid').pathname;
  } catch {
    return null;
  }
  const upload = /^\/api\/profile\/image\/upload\/([A-Za-z0-9_.-]+)$/.exec(pathname);
  if (upload?.[1]) return { kind: 'upload', token: upload[1] };
  const image = imageFileParts(pathname.replace(/^\/api\/profile\/images\//, ''));
  if (pathname.startsWith('/api/profile/images/') && image) return { kind: 'image', ...image };
  return null;
}

const grouped = (n: number) => n.toLocaleString('en-US');

/**
 * Why a picture of these dimensions is refused (too wide or high, or too many pixels in all), or
 * null when it is accepted.
 */
export function dimensionsProblem({ width, height }: { width: number; height: number }): string | null {
  if (width <= IMAGE_MAX_SIDE && height <= IMAGE_MAX_SIDE && width * height <= IMAGE_MAX_PIXELS) return null;
  return (
    `The image is ${grouped(width)} × ${grouped(height)} pixels; images can be at most ` +
    `${grouped(IMAGE_MAX_SIDE)} pixels wide or high and ${IMAGE_MAX_PIXELS / 1_000_000} megapixels.`
  );
}

/**
 * Where one size of a photo is kept: `<image id>-<width>.webp`. Every photo is stored this way
 * since photos have sizes; an upload from before that keeps its bytes at its own file name until
 * it is first asked for (`ProfileImages.open`).
 */
export const sizeKey = (imageId: string, width: PhotoWidth) => `${imageId}-${width}.webp`;

/** Everything that may be stored for an image: its sizes and, from before sizes, the upload itself. */
export const storedKeysOf = (image: { id: string; format: ImageFormat }): string[] => [
  imageFileName(image.id, image.format),
  ...PHOTO_WIDTHS.map((width) => sizeKey(image.id, width)),
];
