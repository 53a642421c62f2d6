/**
 * Choices among fixed options: a plain column or JSON value, stored and read as sent; a reader sees
 * the chosen options' labels.
 */
import { plainKind, type ServerKind } from '../host/server';

export const select: ServerKind<'select'> = {
  ...plainKind<'select'>(),
  readable: (field, value, language) => {
    const values: unknown[] = Array.isArray(value) ? value : [value];
    const labels = values.flatMap((one) => {
      const option = field.options.find((candidate) => candidate.value === one);
      return option ? [option.label[language]] : [];
    });
    return labels.length > 0 ? labels.join(', ') : null;
  },
};
