import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';
import { ChangePhotoButton } from './change-photo-button';
import { photoAt, photoSources, photoWidthFor } from './photo-sources';
import { ProfileImageDialog } from './profile-image-dialog';

afterEach(() => vi.restoreAllMocks());

const PHOTO = '/api/profile/images/0f8fad5b-d9cb-469f-a165-70867728950e.webp';

describe('photo sizes', () => {
  it('asks for a size only of our own photo addresses', () => {
    expect(photoAt(PHOTO, 64)).toBe(`${PHOTO}?size=64`);
    expect(photoAt(`${window.location.origin}${PHOTO}`, 256)).toBe(`${PHOTO}?size=256`);
    // An upload from before sizes keeps its address; the service makes its sizes when asked.
    expect(photoAt('/api/profile/images/0f8fad5b-d9cb-469f-a165-70867728950e.png', 64)).toBe(
      '/api/profile/images/0f8fad5b-d9cb-469f-a165-70867728950e.png?size=64',
    );
    for (const other of ['https://cdn.example/me.png', 'blob:http://localhost/1234', '/images/grace.png'])
      expect(photoAt(other, 64)).toBe(other);
  });

  it('picks the smallest size that covers what is shown', () => {
    expect(photoWidthFor(32, 2)).toBe(64);
    expect(photoWidthFor(64, 1)).toBe(64);
    expect(photoWidthFor(64, 2)).toBe(256);
    expect(photoWidthFor(120, 2)).toBe(256);
    expect(photoWidthFor(200, 3)).toBe(512);
  });

  it('gives a list avatar the 64 px size, and the browser the others by pixel density', () => {
    expect(photoSources(PHOTO, 32)).toEqual({
      src: `${PHOTO}?size=64`,
      srcSet: `${PHOTO}?size=64 2x, ${PHOTO}?size=256 8x, ${PHOTO}?size=512 16x`,
    });
    expect(photoSources(null, 32)).toEqual({});
    expect(photoSources('https://cdn.example/me.png', 32)).toEqual({ src: 'https://cdn.example/me.png' });
  });
});

describe('where the profile image components show the photo', () => {
  it('the dashboard’s 64 px photo button asks for the 64 px size on a plain screen, 256 on a sharp one', () => {
    renderApp(<ChangePhotoButton imageUrl={PHOTO} size={64} onClick={() => undefined} />);
    const img = screen.getByRole('button', { name: 'Change profile photo' }).querySelector('img')!;
    expect(img).toHaveAttribute('src', `${PHOTO}?size=256`);
    expect(img).toHaveAttribute('srcset', `${PHOTO}?size=64 1x, ${PHOTO}?size=256 4x, ${PHOTO}?size=512 8x`);
  });

  it('the photo dialog shows the current photo at 120 px from the 256 px size', () => {
    mockApi();
    renderApp(<ProfileImageDialog open onClose={() => undefined} imageUrl={PHOTO} name="Alice Chen" />);
    const img = screen.getByRole('img', { name: 'Profile photo of Alice Chen' });
    expect(img).toHaveAttribute('src', `${PHOTO}?size=256`);
    expect(img.getAttribute('srcset')).toContain(`${PHOTO}?size=64 0.533x`);
  });
});
