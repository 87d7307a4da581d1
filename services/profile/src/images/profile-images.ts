import type { Knex } from 'knex';
import type { FastifyBaseLogger } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import type { UserContext } from '@app/contracts';
import { LARGEST_PHOTO_WIDTH, type PhotoWidth } from '@app/contracts/profile/http';
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
  sizeKey,
} from './profile-image';
import { imagesStore, type ImageRow } from './images-store';
import { profilesStore } from '../shared/profiles-store';
import type { ImageRemoval } from './image-removal';
import type { ImageStorage } from './image-storage';
import { checkDimensions, encodeSizes } from './photo-sizes';
import { snapshotOf } from '../shared/profile-views';
import type { SignedTokens } from '../shared/signed-tokens';

const UNSUPPORTED_IMAGE = 'Only PNG, JPEG, GIF and WebP images can be uploaded.';
const EMPTY_UPLOAD = 'The upload is empty: send the image file as the request body.';
const UPLOAD_URL_USED =
  'This upload address has been used already. Request a new one to upload another image.';
const NOT_YOUR_IMAGE = 'imageUrl must be the address of an image you uploaded.';
const IMAGE_NOT_FOUND = 'Image not found';

/**
 * Profile images: a signed, short-lived upload address; the upload itself, checked by its bytes and
 * dimensions and stored re-encoded at each size; choosing an uploaded image for the profile;
 * removing it; and serving its sizes.
 */
export class ProfileImages {
  /** Uploads from before sizes whose sizes are being made now, so viewers arriving together share it. */
  private readonly sizing = new Map<string, Promise<boolean>>();

  constructor(
    private readonly db: Knex,
    private readonly events: EventPublisher,
    private readonly storage: ImageStorage,
    private readonly tokens: SignedTokens,
    private readonly removal: ImageRemoval,
    private readonly settings: { publicUrl: string; uploadTtlSeconds: number },
    private readonly log: FastifyBaseLogger,
  ) {}

  async uploadUrl(user: UserContext): Promise<string> {
    if (!(await profilesStore.byUserId(this.db, user.userId))) throw profileRequired();
    const { token } = this.tokens.signUpload(user.userId, this.settings.uploadTtlSeconds);
    return `${this.settings.publicUrl.replace(/\/+$/, '')}/api/profile/image/upload/${token}`;
  }

  /** The PUT to a signed address: checks the address, then the bytes, then stores the sizes. */
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
    await checkDimensions(body, format);
    if (!(await profilesStore.byUserId(this.db, userId))) throw profileRequired();
    const sizes = await encodeSizes(body, format);
    // Claim the image id first: an upload address works once, even when used twice at the same time.
    const row = { id: imageId, userId, format: 'webp' as const, byteSize: body.length };
    if (!(await imagesStore.insert(this.db, row))) throw conflict(UPLOAD_URL_USED, 'UPLOAD_URL_USED');
    try {
      await this.putSizes(imageId, sizes);
    } catch (err) {
      await imagesStore.removeByIds(this.db, [imageId]);
      await this.removal.deleteFiles([row]);
      throw err;
    }
    return imagePath(imageFileName(imageId, row.format));
  }

  private async putSizes(imageId: string, sizes: Map<PhotoWidth, Buffer>): Promise<void> {
    await Promise.all([...sizes].map(([width, bytes]) => this.storage.put(sizeKey(imageId, width), bytes)));
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
      await this.events.publish(trx, 'profile.profile.updated', await snapshotOf(trx, updated), meta);
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
      await this.events.publish(trx, 'profile.profile.updated', await snapshotOf(trx, updated), meta);
    });
  }

  /**
   * One size of the photo an address names (the largest when none is asked for), as WebP. An upload
   * from before sizes has them made now, the first time it is asked for.
   */
  async open(fileName: string, width: PhotoWidth = LARGEST_PHOTO_WIDTH): Promise<Buffer> {
    const parts = imageFileParts(fileName);
    const image = parts ? await imagesStore.byId(this.db, parts.imageId) : undefined;
    if (!image || extensionOf[image.format] !== parts?.extension)
      throw notFound(IMAGE_NOT_FOUND, 'IMAGE_NOT_FOUND');
    if (!image.sizesMadeAt && !(await this.makeSizesOnce(image))) {
      throw notFound(IMAGE_NOT_FOUND, 'IMAGE_NOT_FOUND');
    }
    const bytes = await this.storage.get(sizeKey(image.id, width));
    if (!bytes) throw notFound(IMAGE_NOT_FOUND, 'IMAGE_NOT_FOUND');
    return bytes;
  }

  private makeSizesOnce(image: ImageRow): Promise<boolean> {
    let making = this.sizing.get(image.id);
    if (!making) {
      making = this.makeSizes(image).finally(() => this.sizing.delete(image.id));
      this.sizing.set(image.id, making);
    }
    return making;
  }

  /**
   * Makes the sizes of an upload from before sizes, then deletes the uploaded bytes (with their
   * EXIF data). False when there is nothing to show: the upload is refused by today's rules (too
   * large, say), or its file is gone.
   */
  private async makeSizes(image: ImageRow): Promise<boolean> {
    const uploaded = imageFileName(image.id, image.format);
    const bytes = await this.storage.get(uploaded);
    // Another replica may have made the sizes and deleted the upload in the meantime.
    if (!bytes) return Boolean((await imagesStore.byId(this.db, image.id))?.sizesMadeAt);
    try {
      await checkDimensions(bytes, image.format);
      await this.putSizes(image.id, await encodeSizes(bytes, image.format));
    } catch (err) {
      this.log.warn({ imageId: image.id, err: (err as Error).message }, 'an earlier upload cannot be shown');
      return false;
    }
    await imagesStore.markSized(this.db, image.id);
    await this.storage.delete(uploaded);
    return true;
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
