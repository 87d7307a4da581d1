import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorReply, mockApi } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';
import { ProfileImageDialog } from './profile-image-dialog';
import { first } from '../../test/lists';

afterEach(() => vi.restoreAllMocks());

const MB = 1024 * 1024;
const png = (size = 1000, name = 'me.png') => {
  const file = new File(['x'], name, { type: 'image/png' });
  Object.defineProperty(file, 'size', { value: size });
  return file;
};

function setup(imageUrl: string | null = null) {
  const onClose = vi.fn();
  renderApp(<ProfileImageDialog open onClose={onClose} imageUrl={imageUrl} name="Alice Chen" />);
  const user = userEvent.setup({ applyAccept: false });
  return { onClose, user, input: screen.getByLabelText('Choose image') };
}

describe('ProfileImageDialog', () => {
  it('refuses a file that is not an image', async () => {
    const api = mockApi();
    const { user, input } = setup();
    await user.upload(input, new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('Invalid File')).toBeInTheDocument();
    expect(screen.getByText('Please select an image file')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload' })).toBeDisabled();
    expect(api.calls).toHaveLength(0);
  });

  it('refuses a file the browser cannot show as a picture, before uploading it', async () => {
    const api = mockApi();
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:chosen');
    vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
    const { user, input } = setup();
    await user.upload(input, new File(['meeting notes'], 'notes.png', { type: 'image/png' }));
    expect(screen.getByText('Chosen: notes.png')).toBeInTheDocument();
    // The preview fails to load, as a browser's does for a text file named .png.
    fireEvent.error(screen.getByRole('img', { name: 'Preview of the chosen photo' }));
    expect(await screen.findByText('Invalid File')).toBeInTheDocument();
    expect(screen.getByText('Please select an image file')).toBeInTheDocument();
    expect(screen.queryByText('Chosen: notes.png')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload' })).toBeDisabled();
    expect(api.calls).toHaveLength(0);
  });

  it('refuses an image over 5 MB', async () => {
    mockApi();
    const { user, input } = setup();
    await user.upload(input, png(6 * MB));
    expect(await screen.findByText('File Too Large')).toBeInTheDocument();
    expect(screen.getByText('Image must be smaller than 5MB')).toBeInTheDocument();
  });

  it('uploads to the signed address with the content type, then sets the photo', async () => {
    const api = mockApi({
      'POST /api/profile/image/upload': { uploadURL: '/api/profile/image/upload/tok123' },
      'PUT /api/profile/image/upload/tok123': { imageUrl: '/api/profile/images/abc.png' },
      'PUT /api/profile/image': { imageUrl: '/api/profile/images/abc.png' },
    });
    const { user, input, onClose } = setup();
    await user.upload(input, png());
    expect(screen.getByText('Chosen: me.png')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('Profile Photo Updated')).toBeInTheDocument();
    const [put] = api.callsTo('PUT /api/profile/image/upload/tok123');
    expect(put!.init?.headers).toEqual({ 'Content-Type': 'image/png' });
    expect(put!.init?.body).toBeInstanceOf(File);
    expect(first(api.callsTo('PUT /api/profile/image')).body).toEqual({
      imageUrl: '/api/profile/images/abc.png',
    });
    expect(onClose).toHaveBeenCalled();
  });

  it('says so when the server gives no upload address', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    mockApi({ 'POST /api/profile/image/upload': {} });
    const { user, input, onClose } = setup();
    await user.upload(input, png());
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('Upload Failed')).toBeInTheDocument();
    expect(screen.getByText('Invalid response from server - no upload URL received')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalledWith(
      'POST /api/profile/image/upload answered outside its contract',
      expect.anything(),
    );
  });

  it('reports the status when the file upload fails', async () => {
    mockApi({
      'POST /api/profile/image/upload': { uploadURL: '/api/profile/image/upload/tok' },
      'PUT /api/profile/image/upload/tok': { status: 413, text: 'too big' },
    });
    const { user, input } = setup();
    await user.upload(input, png());
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('Failed to upload image: 413')).toBeInTheDocument();
  });

  it("adds the server's reason to the status when it gives one", async () => {
    mockApi({
      'POST /api/profile/image/upload': { uploadURL: '/api/profile/image/upload/tok' },
      'PUT /api/profile/image/upload/tok': errorReply(
        415,
        'Only PNG, JPEG, GIF and WebP images can be uploaded.',
        'UNSUPPORTED_IMAGE',
      ),
    });
    const { user, input } = setup();
    await user.upload(input, png());
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(
      await screen.findByText(
        'Failed to upload image: 415. Only PNG, JPEG, GIF and WebP images can be uploaded.',
      ),
    ).toBeInTheDocument();
  });

  it('says so when the profile update answers without an image address', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    mockApi({
      'POST /api/profile/image/upload': { uploadURL: '/api/profile/image/upload/tok' },
      'PUT /api/profile/image/upload/tok': { imageUrl: '/img.png' },
      'PUT /api/profile/image': {},
    });
    const { user, input } = setup();
    await user.upload(input, png());
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByText('Invalid response from profile update')).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith(
      'PUT /api/profile/image answered outside its contract',
      expect.anything(),
    );
  });

  it('removes the current photo once confirmed, and reports a failure to', async () => {
    const api = mockApi({ 'DELETE /api/profile/image': { status: 500, text: 'down' } });
    const { user, onClose } = setup('/api/profile/images/old.png');
    expect(screen.getByRole('img', { name: 'Profile photo of Alice Chen' })).toBeInTheDocument();
    const removeConfirmed = async () => {
      await user.click(screen.getByRole('button', { name: /Remove Photo/ }));
      const question = await screen.findByRole('tooltip');
      expect(question).toHaveTextContent('Remove your profile photo?');
      await user.click(within(question).getByRole('button', { name: 'Remove' }));
    };

    // It asks first: Cancel keeps the photo.
    await user.click(screen.getByRole('button', { name: /Remove Photo/ }));
    await user.click(within(await screen.findByRole('tooltip')).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('DELETE /api/profile/image')).toHaveLength(0);

    await removeConfirmed();
    expect(await screen.findByText('Remove Failed')).toBeInTheDocument();

    api.set('DELETE /api/profile/image', { success: true });
    await removeConfirmed();
    expect(await screen.findByText('Profile Photo Removed')).toBeInTheDocument();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});
