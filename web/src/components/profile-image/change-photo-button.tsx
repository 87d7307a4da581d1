import { CameraOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar } from 'antd';
import { photoSources } from './photo-sources';

interface ChangePhotoButtonProps {
  imageUrl: string | null | undefined;
  /** 64 on the dashboard, 96 on the profile banner. */
  size: 64 | 96;
  onClick(): void;
}

/** The user's photo with a camera badge; clicking it opens the profile image dialog. */
export function ChangePhotoButton({ imageUrl, size, onClick }: ChangePhotoButtonProps) {
  // The badge overhangs the small photo a little and sits inside the large one.
  const badgeOffset = size === 96 ? 0 : -2;
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label="Change profile photo"
      style={{
        border: 0,
        padding: 0,
        background: 'none',
        cursor: 'pointer',
        position: 'relative',
        borderRadius: '50%',
      }}
    >
      <Avatar
        size={size}
        {...photoSources(imageUrl, size)}
        icon={imageUrl ? undefined : <UserOutlined />}
        alt=""
      />
      <CameraOutlined
        aria-hidden
        style={{
          position: 'absolute',
          right: badgeOffset,
          bottom: badgeOffset,
          background: '#fff',
          borderRadius: '50%',
          padding: size === 96 ? 5 : 4,
        }}
      />
    </button>
  );
}
