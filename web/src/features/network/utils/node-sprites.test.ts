import { describe, expect, it, vi } from 'vitest';
import { first } from '../../../test/lists';
import { NodeSprites, SPRITE_CACHE_LIMIT } from './node-sprites';

function fakeCanvas() {
  const ctx = { beginPath: vi.fn(), arc: vi.fn(), fill: vi.fn(), stroke: vi.fn() } as Record<string, unknown>;
  return { width: 0, height: 0, getContext: () => ctx, ctx } as unknown as HTMLCanvasElement & {
    ctx: typeof ctx;
  };
}

describe('NodeSprites', () => {
  it('draws each radius once, on a square just big enough', () => {
    const made: ReturnType<typeof fakeCanvas>[] = [];
    const sprites = new NodeSprites(() => {
      const c = fakeCanvas();
      made.push(c);
      return c;
    });
    const a = sprites.get(20);
    expect(sprites.get(20)).toBe(a);
    expect(made).toHaveLength(1);
    expect(first(made).width).toBe(42);
    expect(first(made).ctx.arc).toHaveBeenCalledWith(21, 21, 20, 0, Math.PI * 2);
    sprites.get(21);
    expect(made).toHaveLength(2);
  });

  it('keeps its cache bounded', () => {
    let count = 0;
    const sprites = new NodeSprites(() => {
      count++;
      return fakeCanvas();
    });
    for (let r = 1; r <= SPRITE_CACHE_LIMIT + 10; r++) sprites.get(r);
    sprites.get(1);
    expect(count).toBe(SPRITE_CACHE_LIMIT + 11);
  });

  it('gives nothing where a canvas cannot be drawn on', () => {
    const sprites = new NodeSprites(() => ({ getContext: () => null }) as unknown as HTMLCanvasElement);
    expect(sprites.get(10)).toBeNull();
  });
});
