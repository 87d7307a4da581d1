import { LARGEST_PHOTO_WIDTH, PHOTO_WIDTHS, type PhotoWidth } from '@app/contracts/profile/http';

/** Where the profile service serves photos; only these addresses have sizes. */
const PHOTO_PATH = /^\/api\/profile\/images\/[^/?#]+$/;

function ourPhotoPath(imageUrl: string): string | null {
  let url: URL;
  try {
    url = new URL(imageUrl, window.location.origin);
  } catch {
    return null;
  }
  return url.origin === window.location.origin && PHOTO_PATH.test(url.pathname) ? url.pathname : null;
}

/** A photo's address at one of its sizes (addresses that are not our photos stay as they are). */
export function photoAt(imageUrl: string, width: PhotoWidth): string {
  const path = ourPhotoPath(imageUrl);
  return path ? `${path}?size=${width}` : imageUrl;
}

/** The smallest size that covers `shownPx` CSS pixels at `density` device pixels each, else the largest. */
export function photoWidthFor(shownPx: number, density = 1): PhotoWidth {
  return PHOTO_WIDTHS.find((w) => w >= shownPx * density) ?? LARGEST_PHOTO_WIDTH;
}

/**
 * `src` and `srcSet` for a photo shown `shownPx` CSS pixels wide (an antd Avatar's size): the
 * browser picks the size its screen needs from the set, and `src` (for a screen of two device
 * pixels per CSS pixel) is the fallback. Nothing when there is no photo.
 */
export function photoSources(
  imageUrl: string | null | undefined,
  shownPx: number,
): { src?: string; srcSet?: string } {
  if (!imageUrl) return {};
  if (!ourPhotoPath(imageUrl)) return { src: imageUrl };
  return {
    src: photoAt(imageUrl, photoWidthFor(shownPx, 2)),
    srcSet: PHOTO_WIDTHS.map((w) => `${photoAt(imageUrl, w)} ${+(w / shownPx).toFixed(3)}x`).join(', '),
  };
}
