/** Choices among fixed options: a reader sees the chosen options' labels. */
import type { KindReading } from '../host/readable';

export const readable: KindReading<'select'> | null = (field, value, language) => {
  const values: unknown[] = Array.isArray(value) ? value : [value];
  const labels = values.flatMap((one) => {
    const option = field.options.find((candidate) => candidate.value === one);
    return option ? [option.label[language]] : [];
  });
  return labels.length > 0 ? labels.join(', ') : null;
};
