import { NODE_FILL, NODE_OUTLINE } from './graph-renderer';

export const SPRITE_CACHE_LIMIT = 256;

/**
 * Ready-drawn node circles, one per radius in device pixels. Copying a small bitmap is far cheaper
 * than filling and outlining thousands of circles, above all without a GPU.
 */
export class NodeSprites {
  private readonly cache = new Map<number, CanvasImageSource | null>();

  constructor(
    private readonly createCanvas: () => HTMLCanvasElement = () => document.createElement('canvas'),
  ) {}

  /** The circle of device radius `r` (an integer), on a (2r+2)-pixel square; null if none can be drawn. */
  get(r: number): CanvasImageSource | null {
    const hit = this.cache.get(r);
    if (hit !== undefined) return hit;
    if (this.cache.size >= SPRITE_CACHE_LIMIT) this.cache.clear();
    const sprite = this.draw(r);
    this.cache.set(r, sprite);
    return sprite;
  }

  private draw(r: number): CanvasImageSource | null {
    const canvas = this.createCanvas();
    canvas.width = canvas.height = 2 * r + 2;
    const ctx = canvas.getContext('2d');
    if (!ctx) return null;
    ctx.beginPath();
    ctx.arc(r + 1, r + 1, r, 0, Math.PI * 2);
    ctx.fillStyle = NODE_FILL;
    ctx.fill();
    ctx.strokeStyle = NODE_OUTLINE;
    ctx.lineWidth = 1;
    ctx.stroke();
    return canvas;
  }
}
