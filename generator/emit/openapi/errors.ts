/** Error answers: one shape for every failure, so the admin maps them without special cases. */
import { VALIDATION_MESSAGES } from '../../../core/messages';
import type { ErrorStatus } from '../../../core/contracts/define';
import { responseRef, schemaRef, type Schema } from './basics';

export type { ErrorStatus } from '../../../core/contracts/define';

const ERROR_RESPONSES: Readonly<Record<ErrorStatus, { name: string; description: string; example?: Schema }>> = {
  401: {
    name: 'Unauthenticated',
    description: 'The bearer token is missing or expired.',
    example: { message: 'Unauthenticated.' },
  },
  403: { name: 'Forbidden', description: 'The user lacks the ability this call needs.' },
  404: { name: 'NotFound', description: 'No such item.' },
  409: { name: 'Conflict', description: 'The save is based on a stale version of the item.' },
  413: { name: 'PayloadTooLarge', description: 'The request body is too large.' },
  422: {
    name: 'ValidationFailed',
    description: 'Invalid input: `errors` maps each field path to its messages.',
    example: {
      message: VALIDATION_MESSAGES.invalid.it,
      errors: { 'contents.it.title': [VALIDATION_MESSAGES.required.it] },
    },
  },
  429: { name: 'TooManyRequests', description: 'Rate limited: retry later.' },
  503: {
    name: 'Unavailable',
    description:
      'A service the call needs (database, mail) is not available, or the work the call needs (image processing, sanitising long rich text) has too much waiting: retry later (`Retry-After`).',
  },
};

export function errorResponses(statuses: readonly ErrorStatus[]): Record<string, Schema> {
  return Object.fromEntries(statuses.map((status) => [String(status), responseRef(ERROR_RESPONSES[status].name)]));
}

export function errorComponents(): Record<string, Schema> {
  return Object.fromEntries(
    Object.values(ERROR_RESPONSES).map(({ name, description, example }) => {
      const schema = schemaRef(name === 'ValidationFailed' ? 'ValidationError' : 'ErrorMessage');
      const media: Schema = example ? { schema, example } : { schema };
      return [name, { description, content: { 'application/json': media } }];
    }),
  );
}

/** Answers of every call made with a bearer token, on top of the call's own. */
export const AUTHENTICATED_ERRORS: readonly ErrorStatus[] = [401, 403, 429];
