import { randomUUID } from 'node:crypto';
import { createReadStream, type ReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Profile image files on local disk under IMAGE_DIR, named `<image id>.<ext>`. Writes go to a
 * temporary name first and are renamed into place, so a reader never sees half a file.
 * (Several replicas need IMAGE_DIR on a shared volume.)
 */
export class ImageStorage {
  readonly dir: string;

  constructor(dir: string) {
    this.dir = path.resolve(dir);
  }

  async init(): Promise<void> {
    await mkdir(this.dir, { recursive: true });
  }

  private pathOf(fileName: string): string {
    // File names are built from uuids and fixed extensions; refuse anything else outright.
    if (!/^[0-9a-f-]{36}\.(png|jpg|gif|webp)$/.test(fileName))
      throw new Error(`bad image file name ${fileName}`);
    return path.join(this.dir, fileName);
  }

  async write(fileName: string, bytes: Uint8Array): Promise<void> {
    const target = this.pathOf(fileName);
    const temporary = path.join(this.dir, `.${randomUUID()}.tmp`);
    await writeFile(temporary, bytes, { flag: 'wx' });
    await rename(temporary, target);
  }

  /** The file's size in bytes, or null when there is no such file. */
  async size(fileName: string): Promise<number | null> {
    return stat(this.pathOf(fileName)).then(
      (s) => s.size,
      () => null,
    );
  }

  read(fileName: string): ReadStream {
    return createReadStream(this.pathOf(fileName));
  }

  async remove(fileName: string): Promise<void> {
    await rm(this.pathOf(fileName), { force: true });
  }
}
