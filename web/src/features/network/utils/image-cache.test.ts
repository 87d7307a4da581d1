import { describe, expect, it, vi } from 'vitest';
import { first } from '../../../test/lists';
import { ImageCache } from './image-cache';

/** A browser Image whose load we finish by hand. */
function fakeImages() {
  const made: HTMLImageElement[] = [];
  const create = () => {
    const img = { decoding: 'auto', src: '', onload: null, onerror: null } as unknown as HTMLImageElement;
    made.push(img);
    return img;
  };
  return { made, create };
}

describe('ImageCache', () => {
  it('loads each picture once and tells the canvas when it is ready', () => {
    const { made, create } = fakeImages();
    const onReady = vi.fn();
    const bitmap = { kind: 'bitmap' } as unknown as CanvasImageSource;
    const cache = new ImageCache(onReady, create, () => bitmap);
    expect(cache.get('/a.png')).toBeNull();
    expect(cache.get('/a.png')).toBeNull();
    expect(made).toHaveLength(1);
    expect(first(made).src).toBe('/a.png');
    (first(made).onload as () => void)();
    expect(onReady).toHaveBeenCalledTimes(1);
    expect(cache.get('/a.png')).toBe(bitmap);
  });

  it('skips a picture that fails to load, for good', () => {
    const { made, create } = fakeImages();
    const onReady = vi.fn();
    const cache = new ImageCache(onReady, create, () => null);
    cache.get('/broken.png');
    (first(made).onerror as () => void)();
    expect(cache.hasFailed('/broken.png')).toBe(true);
    expect(cache.get('/broken.png')).toBeNull();
    expect(made).toHaveLength(1);
    expect(onReady).not.toHaveBeenCalled();
  });

  it('skips a picture that loads but cannot be drawn', () => {
    const { made, create } = fakeImages();
    const cache = new ImageCache(vi.fn(), create, () => {
      throw new Error('decode failed');
    });
    cache.get('/odd.png');
    (first(made).onload as () => void)();
    expect(cache.hasFailed('/odd.png')).toBe(true);
  });
});
