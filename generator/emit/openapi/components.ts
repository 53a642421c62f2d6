/** Shared components: the error answers' schemas and the header every call reads. */
import { UI_LANGUAGES } from '../../../core/languages';
import { arrayOf, type Schema } from './basics';

export const SHARED_SCHEMAS: Record<string, Schema> = {
  ErrorMessage: {
    type: 'object',
    description: 'The body of every error answer.',
    properties: { message: { type: 'string' } },
    required: ['message'],
  },
  ValidationError: {
    type: 'object',
    properties: {
      message: { type: 'string' },
      errors: {
        type: 'object',
        description: 'Messages per field path (`contents.it.title`, `comune`).',
        additionalProperties: arrayOf({ type: 'string' }),
      },
    },
    required: ['message', 'errors'],
  },
};

export const SHARED_PARAMETERS: Record<string, Schema> = {
  AcceptLanguage: {
    name: 'accept-language',
    in: 'header',
    description: 'Language of the messages in the answer.',
    schema: { type: 'string', enum: [...UI_LANGUAGES], default: 'it' },
  },
};
