import type { Readable } from 'node:stream';
import { IMAGE_MAX_BYTES, profileRoutes } from '@app/contracts/profile/http';
import { HttpError, currentUser, registerRoute, type FastifyPluginAsyncZod } from '@app/service-kit';
import type { ProfileImages } from './profile-images';

const IMAGE_TOO_LARGE = 'Image must be smaller than 5MB';
const tooLarge = () => new HttpError(413, 'IMAGE_TOO_LARGE', IMAGE_TOO_LARGE);

/** Reads a request body up to `limit` bytes, refusing early when Content-Length says it is bigger. */
async function readLimited(
  stream: Readable,
  declaredLength: string | undefined,
  limit: number,
): Promise<Buffer> {
  if (declaredLength && Number(declaredLength) > limit) throw tooLarge();
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += (chunk as Buffer).length;
    if (size > limit) throw tooLarge();
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/**
 * The upload itself takes raw bytes of any declared type (the service decides by the bytes), up
 * to 5 MB. The parser is registered in this plugin's scope only, so other routes keep JSON.
 */
const uploadRoute: FastifyPluginAsyncZod<{ images: ProfileImages }> = async (scope, { images }) => {
  scope.addContentTypeParser('*', (req, payload, done) => {
    readLimited(payload, req.headers['content-length'], IMAGE_MAX_BYTES).then(
      (bytes) => done(null, bytes),
      (err: Error) => done(err, undefined),
    );
  });
  registerRoute(
    scope,
    profileRoutes.uploadImage,
    async (req) => ({
      imageUrl: await images.receive(req.params.token, req.headers['content-type'], req.body),
    }),
    { bodyLimit: IMAGE_MAX_BYTES },
  );
};

export const imageRoutes: FastifyPluginAsyncZod<{ images: ProfileImages }> = async (app, { images }) => {
  registerRoute(app, profileRoutes.imageUploadUrl, async (req) => ({
    uploadURL: await images.uploadUrl(currentUser(req)),
  }));

  await app.register(uploadRoute, { images });

  registerRoute(app, profileRoutes.setProfileImage, async (req) => ({
    imageUrl: await images.setProfileImage(currentUser(req), req.body.imageUrl, { requestId: req.id }),
  }));

  registerRoute(app, profileRoutes.removeProfileImage, async (req) => {
    await images.removeProfileImage(currentUser(req), { requestId: req.id });
    return { success: true as const, message: 'Profile image removed' };
  });

  registerRoute(app, profileRoutes.profileImage, async (req, reply) => {
    const photo = await images.open(req.params.file, req.query.size);
    return (
      reply
        .header('content-type', 'image/webp')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        // Each upload gets a new address, so a served image never changes.
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(photo)
    );
  });
};
