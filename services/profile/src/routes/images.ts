import type { Readable } from 'node:stream';
import { z } from 'zod';
import { OkReply } from '@app/contracts';
import {
  IMAGE_MAX_BYTES,
  ImageUploadedResponse,
  ImageUploadResponse,
  ProfileImageResponse,
  SetProfileImageBody,
} from '@app/contracts/profile/http';
import { HttpError, currentUser, type FastifyPluginAsyncZod } from '@app/service-kit';
import type { ProfileImages } from '../service/profile-images';

export const IMAGE_TOO_LARGE = 'Image must be smaller than 5MB';
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

const UploadParams = z.object({ token: z.string().min(1).max(2048) });
const ImageFileParams = z.object({ file: z.string().max(100) });

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
  scope.put(
    '/api/profile/image/upload/:token',
    {
      config: { auth: 'public' },
      bodyLimit: IMAGE_MAX_BYTES,
      schema: { params: UploadParams, response: { 200: ImageUploadedResponse } },
    },
    async (req) => ({
      imageUrl: await images.receive(req.params.token, req.headers['content-type'], req.body),
    }),
  );
};

export const imageRoutes: FastifyPluginAsyncZod<{ images: ProfileImages }> = async (app, { images }) => {
  app.post(
    '/api/profile/image/upload',
    { config: { auth: 'user' }, schema: { response: { 200: ImageUploadResponse } } },
    async (req) => ({ uploadURL: await images.uploadUrl(currentUser(req)) }),
  );

  await app.register(uploadRoute, { images });

  app.put(
    '/api/profile/image',
    {
      config: { auth: 'user' },
      schema: { body: SetProfileImageBody, response: { 200: ProfileImageResponse } },
    },
    async (req) => ({
      imageUrl: await images.setProfileImage(currentUser(req), req.body.imageUrl, { requestId: req.id }),
    }),
  );

  app.delete(
    '/api/profile/image',
    { config: { auth: 'user' }, schema: { response: { 200: OkReply } } },
    async (req) => {
      await images.removeProfileImage(currentUser(req), { requestId: req.id });
      return { success: true as const, message: 'Profile image removed' };
    },
  );

  app.get(
    '/api/profile/images/:file',
    { config: { auth: 'public' }, schema: { params: ImageFileParams } },
    async (req, reply) => {
      const { stream, contentType, size } = await images.open(req.params.file);
      return (
        reply
          .header('content-type', contentType)
          .header('content-length', size)
          .header('x-content-type-options', 'nosniff')
          .header('content-security-policy', "default-src 'none'; sandbox")
          // Each upload gets a new address, so a served image never changes.
          .header('cache-control', 'public, max-age=31536000, immutable')
          .send(stream)
      );
    },
  );
};
