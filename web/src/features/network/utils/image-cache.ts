/** Profile pictures for the canvas, loaded once and cut into circles once. */
type Entry = { status: 'loading' } | { status: 'ready'; bitmap: CanvasImageSource } | { status: 'failed' };

const AVATAR_BITMAP_SIZE = 64;

/** Draws `img` into a circle (cover fit) on a small canvas, so drawing it later needs no clipping. */
function circularBitmap(img: HTMLImageElement, size = AVATAR_BITMAP_SIZE): CanvasImageSource | null {
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const ctx = canvas.getContext('2d');
  if (!ctx || !img.naturalWidth || !img.naturalHeight) return null;
  const scale = Math.max(size / img.naturalWidth, size / img.naturalHeight);
  const w = img.naturalWidth * scale;
  const h = img.naturalHeight * scale;
  ctx.beginPath();
  ctx.arc(size / 2, size / 2, size / 2, 0, Math.PI * 2);
  ctx.clip();
  ctx.drawImage(img, (size - w) / 2, (size - h) / 2, w, h);
  return canvas;
}

/**
 * Asks for each picture the first time a node needing it is drawn; `onReady` tells the canvas to
 * draw again. A picture that fails to load (or to decode) is skipped for good (spec 2 section 8).
 */
export class ImageCache {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly onReady: () => void,
    private readonly createImage: () => HTMLImageElement = () => new Image(),
    private readonly toBitmap: (img: HTMLImageElement) => CanvasImageSource | null = circularBitmap,
  ) {}

  /** The ready picture for `url`, or null while loading or after a failure. */
  get(url: string): CanvasImageSource | null {
    const entry = this.entries.get(url);
    if (entry) return entry.status === 'ready' ? entry.bitmap : null;
    this.load(url);
    return null;
  }

  hasFailed(url: string): boolean {
    return this.entries.get(url)?.status === 'failed';
  }

  private load(url: string): void {
    this.entries.set(url, { status: 'loading' });
    const img = this.createImage();
    img.decoding = 'async';
    img.onload = () => {
      let bitmap: CanvasImageSource | null;
      try {
        bitmap = this.toBitmap(img);
      } catch {
        bitmap = null;
      }
      this.entries.set(url, bitmap ? { status: 'ready', bitmap } : { status: 'failed' });
      if (bitmap) this.onReady();
    };
    img.onerror = () => {
      this.entries.set(url, { status: 'failed' });
    };
    img.src = url;
  }
}
