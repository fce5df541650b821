/**
 * Where uploaded originals live: the local disk (DATA_DIR/uploads) by default, or an
 * S3-compatible bucket when the S3_* variables are set (see s3-storage.ts).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { FILE_NAME_MAX } from '@/shared/documents';
import type { AppContext } from '../../context';
import { s3ConfigFromEnv, s3Storage } from './s3-storage';

export type DocumentStorage = {
  put(key: string, body: Uint8Array): Promise<void>;
  /** The stored bytes, or null when the object is gone. */
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
};

/**
 * A file name safe on every file system and in a storage key: letters, digits, dot, dash,
 * underscore. The name is cut to its last FILE_NAME_MAX characters before anything else
 * runs on it, and every expression below is linear, so a crafted name cannot stall the server.
 */
export function safeFileName(name: string): string {
  const cleaned = name
    .slice(-FILE_NAME_MAX)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\w.-]+/g, '-')
    .replace(/-+/g, '-')
    // The look-behind makes the trailing trim fail at once inside a run instead of rescanning it.
    .replace(/^[-.]+|(?<![-.])[-.]+$/g, '');
  return (cleaned || 'file').slice(-120);
}

export function storageKey(orgId: string, documentId: string, filename: string): string {
  return `${orgId}/${documentId}-${safeFileName(filename)}`;
}

export function localStorage(root: string): DocumentStorage {
  const resolve = (key: string) => {
    const file = path.resolve(root, key);
    // Keys are built by storageKey(); refuse anything that would leave the root all the same.
    if (!file.startsWith(path.resolve(root) + path.sep))
      throw new Error(`Invalid storage key: ${key}`);
    return file;
  };
  return {
    async put(key, body) {
      const file = resolve(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      await fs.writeFile(file, body);
    },
    async get(key) {
      try {
        return await fs.readFile(resolve(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      await fs.rm(resolve(key), { force: true });
    },
  };
}

const stores = new WeakMap<AppContext, DocumentStorage>();

export function documentStorage(ctx: AppContext): DocumentStorage {
  let store = stores.get(ctx);
  if (!store) {
    const s3 = s3ConfigFromEnv();
    store = s3 ? s3Storage(s3) : localStorage(path.join(ctx.config.dataDir, 'uploads'));
    stores.set(ctx, store);
  }
  return store;
}
