import type { Model } from '../normalise';
import type { FileMap } from './types';

export function emitMenu(_model: Model): FileMap {
  return new Map();
}
