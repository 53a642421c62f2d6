/** Component schemas and helpers shared by the contracts of several call families. */
import { z } from 'zod';
import { component } from './define';

/** Answers carry their payload in `data`, like every call of the spec. */
export const dataOf = <T extends z.ZodType>(schema: T) => z.object({ data: schema });

export const MessageResult = component('MessageResult', dataOf(z.object({ message: z.string() })));
