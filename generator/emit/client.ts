import type { FileMap } from './types';

export async function emitClient(_openApi: string): Promise<FileMap> {
  return new Map();
}
