import type { Model } from '../normalise';
import type { FileMap } from './types';

export function emitRoutes(_model: Model): FileMap {
  return new Map();
}
