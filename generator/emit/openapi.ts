import type { Model } from '../normalise';
import type { FileMap } from './types';

export function emitOpenApi(_model: Model): FileMap {
  return new Map([['openapi.yaml', 'openapi: 3.1.0\n']]);
}
