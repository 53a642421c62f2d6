/** The status kind's zod helper. */
import { z } from 'zod';

/** The item's status in one language: the literal codes the variant (draft or publish) allows. */
export function status<const V extends readonly [number, ...number[]]>(values: V) {
  return z.literal(values, { error: (issue) => (issue.input === undefined ? 'required' : 'option') });
}
