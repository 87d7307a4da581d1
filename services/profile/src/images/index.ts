// Profile photos: signed upload addresses, checked uploads stored re-encoded at each size, on local
// disk or in an S3 bucket, and the one-off move of photos from the disk to S3.
export { ImageRemoval } from './image-removal';
export { imageRoutes } from './image-routes';
export { DiskImageStorage, S3ImageStorage, type ImageStorage, type S3Settings } from './image-storage';
export { movePhotosToS3Command } from './move-photos-to-s3';
export { ProfileImages } from './profile-images';
