import { startService } from '@app/service-kit';
import { buildApp } from './app';
import { loadProfileConfig } from './config';
import { movePhotosToS3Command } from './images';

// `main.js move-photos-to-s3` runs the one-off move of photos from IMAGE_DIR to S3 instead.
if (process.argv[2] === 'move-photos-to-s3') await movePhotosToS3Command();
else startService('profile', loadProfileConfig, buildApp);
