import { DeleteOutlined, UploadOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Flex, Modal, Typography } from 'antd';
import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { errorMessage } from '../../lib/api-client';
import { ConfirmButton } from '../confirm-button/confirm-button';
import { useToast } from '../toast/use-toast';
import { useRemoveProfileImage } from '../../api/profile/remove-profile-image';
import { ImageUploadError, useUploadProfileImage } from '../../api/profile/upload-profile-image';
import { checkImageFile, IMAGE_ACCEPT, NOT_AN_IMAGE } from './image-checks';
import { photoSources } from './photo-sources';

export interface ProfileImageDialogProps {
  open: boolean;
  onClose(): void;
  /** The current photo, if any. */
  imageUrl: string | null;
  name: string;
}

/** Shows a chosen file before it is uploaded; the object URL is released when it changes. */
function usePreview(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== 'function') return setUrl(null);
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return url;
}

/** Upload or remove the profile photo (spec 1 §2 and §5: PNG, JPG or GIF up to 5 MB). */
export function ProfileImageDialog({ open, onClose, imageUrl, name }: ProfileImageDialogProps) {
  const toast = useToast();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const preview = usePreview(file);
  const upload = useUploadProfileImage();
  const remove = useRemoveProfileImage();
  const busy = upload.isPending || remove.isPending;

  const close = () => {
    setFile(null);
    onClose();
  };

  const onChoose = (e: ChangeEvent<HTMLInputElement>) => {
    const chosen = e.target.files?.[0];
    e.target.value = '';
    if (!chosen) return;
    const problem = checkImageFile(chosen);
    if (problem) {
      toast({ ...problem, variant: 'destructive' });
      return;
    }
    setFile(chosen);
  };

  // A file named and typed as an image that the browser cannot show (a text file called me.png)
  // is not one: say so now rather than upload it for the server to refuse.
  const onPreviewError = () => {
    if (preview) {
      toast({ ...NOT_AN_IMAGE, variant: 'destructive' });
      setFile(null);
    }
    return true;
  };

  const onUpload = () => {
    if (!file) return;
    upload.mutate(file, {
      onSuccess: () => {
        toast({ title: 'Profile Photo Updated', description: 'Your new photo is on your profile.' });
        close();
      },
      onError: (err) =>
        toast({
          title: 'Upload Failed',
          description:
            err instanceof ImageUploadError ? err.message : errorMessage(err, 'Failed to upload image'),
          variant: 'destructive',
        }),
    });
  };

  const onRemove = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        toast({ title: 'Profile Photo Removed', description: 'Your profile no longer shows a photo.' });
        close();
      },
      onError: (err) =>
        toast({
          title: 'Remove Failed',
          description: errorMessage(err, 'Failed to remove image'),
          variant: 'destructive',
        }),
    });

  const shown = preview ?? imageUrl;

  return (
    <Modal
      open={open}
      title="Profile Photo"
      onCancel={busy ? undefined : close}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={close} disabled={busy}>
          Cancel
        </Button>,
        <Button
          key="upload"
          type="primary"
          onClick={onUpload}
          disabled={!file || remove.isPending}
          loading={upload.isPending}
        >
          Upload
        </Button>,
      ]}
    >
      <Flex vertical align="center" gap={16}>
        <Avatar
          size={120}
          {...photoSources(shown, 120)}
          icon={shown ? undefined : <UserOutlined />}
          alt={preview ? 'Preview of the chosen photo' : `Profile photo of ${name}`}
          onError={onPreviewError}
        />
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          accept={IMAGE_ACCEPT}
          className="visually-hidden"
          onChange={onChoose}
          aria-label="Choose image"
          tabIndex={-1}
        />
        <Flex gap={8} wrap justify="center">
          <Button
            icon={<UploadOutlined aria-hidden />}
            onClick={() => inputRef.current?.click()}
            disabled={busy}
          >
            Choose Image
          </Button>
          {imageUrl && !file ? (
            <ConfirmButton
              danger
              icon={<DeleteOutlined aria-hidden />}
              question="Remove your profile photo?"
              consequence="Your profile will show no photo until you upload one again."
              confirmText="Remove"
              onConfirm={onRemove}
              loading={remove.isPending}
              disabled={upload.isPending}
            >
              Remove Photo
            </ConfirmButton>
          ) : null}
        </Flex>
        <Typography.Text type="secondary" aria-live="polite">
          {file ? `Chosen: ${file.name}` : 'PNG, JPG or GIF, up to 5MB.'}
        </Typography.Text>
      </Flex>
    </Modal>
  );
}
