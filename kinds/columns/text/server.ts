import { fromField } from '../server-parts';
import type { ServerColumnKind } from '../types';

export const server: ServerColumnKind = fromField;
