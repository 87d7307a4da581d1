import { describe, expect, it } from 'vitest';
import { checkImageFile } from './image-checks';

const MB = 1024 * 1024;

describe('checkImageFile', () => {
  it('accepts PNG, JPG, GIF and WebP images up to 5 MB', () => {
    for (const type of ['image/png', 'image/jpeg', 'image/gif', 'image/webp']) {
      expect(checkImageFile({ type, size: 200_000 })).toBeNull();
    }
    expect(checkImageFile({ type: 'image/png', size: 5 * MB })).toBeNull();
  });

  it('refuses anything that is not an image', () => {
    const invalid = { title: 'Invalid File', description: 'Please select an image file' };
    expect(checkImageFile({ type: 'application/pdf', size: 1000 })).toEqual(invalid);
    expect(checkImageFile({ type: '', size: 1000 })).toEqual(invalid);
    // SVG can carry scripts; the server does not accept it either.
    expect(checkImageFile({ type: 'image/svg+xml', size: 1000 })).toEqual(invalid);
  });

  it('refuses images over 5 MB', () => {
    expect(checkImageFile({ type: 'image/jpeg', size: 5 * MB + 1 })).toEqual({
      title: 'File Too Large',
      description: 'Image must be smaller than 5MB',
    });
  });
});
