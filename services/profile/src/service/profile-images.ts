import type { ReadStream } from 'node:fs';
import type { Knex } from 'knex';
import { fileTypeFromBuffer } from 'file-type';
import type { UserContext } from '@app/contracts';
import {
  HttpError,
  badRequest,
  conflict,
  notFound,
  profileRequired,
  type EventPublisher,
  type PublishMeta,
} from '@app/service-kit';
import {
  contentTypeOf,
  declaredFormat,
  extensionOf,
  formatOfMime,
  hasImageStructure,
  imageFileName,
  imageFileParts,
  imagePath,
  imageReference,
} from '../domain/profile-image';
import { imagesStore } from '../store/images';
import { profilesStore } from '../store/profiles';
import type { ImageStorage } from './image-storage';
import type { ProfileRemoval } from './profile-removal';
import { emitter, publishSnapshot } from './profile-views';
import type { SignedTokens } from './signed-tokens';

const UNSUPPORTED_IMAGE = 'Only PNG, JPEG, GIF and WebP images can be uploaded.';
const EMPTY_UPLOAD = 'The upload is empty: send the image file as the request body.';
const UPLOAD_URL_USED =
  'This upload address has been used already. Request a new one to upload another image.';
const NOT_YOUR_IMAGE = 'imageUrl must be the address of an image you uploaded.';
const IMAGE_NOT_FOUND = 'Image not found';

/**
 * Profile images: a signed, short-lived upload address; the upload itself, checked by its bytes;
 * choosing an uploaded image for the profile; removing it; and serving the files.
 */
export class ProfileImages {
  constructor(
    private readonly db: Knex,
    private readonly events: EventPublisher,
    private readonly storage: ImageStorage,
    private readonly tokens: SignedTokens,
    private readonly removal: ProfileRemoval,
    private readonly settings: { publicUrl: string; uploadTtlSeconds: number },
  ) {}

  async uploadUrl(user: UserContext): Promise<string> {
    if (!(await profilesStore.byUserId(this.db, user.userId))) throw profileRequired();
    const { token } = this.tokens.signUpload(user.userId, this.settings.uploadTtlSeconds);
    return `${this.settings.publicUrl.replace(/\/+$/, '')}/api/profile/image/upload/${token}`;
  }

  /** The PUT to a signed address: checks the address, then the bytes, then stores the file. */
  async receive(token: string, contentType: string | undefined, body: unknown): Promise<string> {
    const { userId, imageId } = this.tokens.verifyUpload(token);
    const declared = declaredFormat(contentType);
    if (!declared || !(body instanceof Buffer))
      throw new HttpError(415, 'UNSUPPORTED_IMAGE', UNSUPPORTED_IMAGE);
    if (body.length === 0) throw badRequest(EMPTY_UPLOAD, 'EMPTY_UPLOAD');
    const format = formatOfMime((await fileTypeFromBuffer(body))?.mime);
    if (!format) throw new HttpError(415, 'UNSUPPORTED_IMAGE', UNSUPPORTED_IMAGE);
    if (declared !== 'any' && declared !== format) {
      throw badRequest(
        `The file is a ${format.toUpperCase()} image but was sent as ${contentTypeOf[declared]}.`,
        'IMAGE_TYPE_MISMATCH',
      );
    }
    if (!hasImageStructure(format, body)) {
      throw badRequest(`The file is not a complete ${format.toUpperCase()} image.`, 'INVALID_IMAGE');
    }
    if (!(await profilesStore.byUserId(this.db, userId))) throw profileRequired();
    // Claim the image id first: an upload address works once, even when used twice at the same time.
    if (!(await imagesStore.insert(this.db, { id: imageId, userId, format, byteSize: body.length }))) {
      throw conflict(UPLOAD_URL_USED, 'UPLOAD_URL_USED');
    }
    const fileName = imageFileName(imageId, format);
    try {
      await this.storage.write(fileName, body);
    } catch (err) {
      await imagesStore.removeByIds(this.db, [imageId]);
      throw err;
    }
    return imagePath(fileName);
  }

  /** `PUT /api/profile/image`: shows an image this user uploaded on their profile. */
  async setProfileImage(user: UserContext, imageUrl: string, meta: PublishMeta): Promise<string> {
    const imageId = this.uploadedImageId(imageUrl, user.userId);
    const image = await imagesStore.byId(this.db, imageId);
    if (!image || image.userId !== user.userId) throw badRequest(NOT_YOUR_IMAGE, 'IMAGE_NOT_UPLOADED');
    const url = imagePath(imageFileName(image.id, image.format));
    await this.db.transaction(async (trx) => {
      const profile = await profilesStore.lockByUserId(trx, user.userId);
      if (!profile) throw profileRequired();
      const updated = await profilesStore.update(trx, profile.id, {
        profileImageId: image.id,
        profileImageUrl: url,
      });
      // The previous photo and uploads abandoned before this one are no longer needed (a later
      // upload may belong to a flow still running in another tab).
      await this.removal.removeImages(
        trx,
        user.userId,
        (other) =>
          other.id !== image.id &&
          (other.id === profile.profileImageId || other.createdAt <= image.createdAt),
      );
      await publishSnapshot(trx, updated, 'profile.profile.updated', emitter(this.events, trx, meta));
    });
    return url;
  }

  async removeProfileImage(user: UserContext, meta: PublishMeta): Promise<void> {
    await this.db.transaction(async (trx) => {
      const profile = await profilesStore.lockByUserId(trx, user.userId);
      if (!profile) throw profileRequired();
      const updated = await profilesStore.update(trx, profile.id, {
        profileImageId: null,
        profileImageUrl: null,
      });
      await this.removal.removeImages(trx, user.userId);
      await publishSnapshot(trx, updated, 'profile.profile.updated', emitter(this.events, trx, meta));
    });
  }

  /** The stored file and its fixed content type (from what the bytes were found to be). */
  async open(fileName: string): Promise<{ stream: ReadStream; contentType: string; size: number }> {
    const parts = imageFileParts(fileName);
    const image = parts ? await imagesStore.byId(this.db, parts.imageId) : undefined;
    if (!image || extensionOf[image.format] !== parts?.extension)
      throw notFound(IMAGE_NOT_FOUND, 'IMAGE_NOT_FOUND');
    const size = await this.storage.size(fileName);
    if (size === null) throw notFound(IMAGE_NOT_FOUND, 'IMAGE_NOT_FOUND');
    return { stream: this.storage.read(fileName), contentType: contentTypeOf[image.format], size };
  }

  private uploadedImageId(imageUrl: string, userId: string): string {
    const ref = imageReference(imageUrl);
    if (!ref) throw badRequest(NOT_YOUR_IMAGE, 'IMAGE_NOT_UPLOADED');
    if (ref.kind === 'image') return ref.imageId;
    // The upload address itself (what the client was given); its expiry no longer matters here.
    const upload = this.verifiedUploadOrNull(ref.token);
    if (!upload || upload.userId !== userId) throw badRequest(NOT_YOUR_IMAGE, 'IMAGE_NOT_UPLOADED');
    return upload.imageId;
  }

  private verifiedUploadOrNull(token: string): { userId: string; imageId: string } | null {
    try {
      return this.tokens.verifyUpload(token, { ignoreExpiry: true });
    } catch {
      return null;
    }
  }
}
