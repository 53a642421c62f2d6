import type { Model } from '../normalise';
import type { FileMap } from './types';

export function emitRegistry(_model: Model): FileMap {
  return new Map();
}
