/**
 * Rich text: the lazily loaded Quill editor inside a Mantine input wrapper (label, help, error,
 * counter). The editor mounts when its place comes near the visible part of the page (a list's
 * far rows cost nothing until scrolled to, issue #49); the value is in the form meanwhile.
 */
import { Input, Skeleton, VisuallyHidden } from '@mantine/core';
import { lazy, Suspense, useCallback, useId, useMemo } from 'react';
import { useField } from '../host/form';
import { useT, useFieldChrome, type KindProps, type EmptyValue } from '../host/admin';
import { textValue } from '../host/ui/text';
import type { ToolbarLabels } from './QuillEditor';
import { Counter } from '../host/ui/TextInputs';
import { LazyMount } from '../host/ui/LazyMount';

/** The editor's height before it mounts (its toolbar and a few lines). */
const EDITOR_PLACEHOLDER_HEIGHT = 160;

const QuillEditor = lazy(() => import('./QuillEditor'));

/** The admin widget of the richtext kind. */
export function Widget({ field, name, required, disabled }: KindProps<'richtext'>) {
  const t = useT();
  const chrome = useFieldChrome(field, name, required);
  const { field: control } = useField(name);
  const value = textValue(control.value);
  const id = useId();
  const labelId = `${id}-label`;
  const descriptionId = chrome.description ? `${id}-description` : undefined;
  const toolbarLabels = useMemo<ToolbarLabels>(
    () => ({
      header: t('field.quill.header'),
      bold: t('field.quill.bold'),
      italic: t('field.quill.italic'),
      underline: t('field.quill.underline'),
      ordered: t('field.quill.ordered'),
      bullet: t('field.quill.bullet'),
      link: t('field.quill.link'),
      clean: t('field.quill.clean'),
      normal: t('field.quill.normal'),
      heading: (level: number) => t('field.quill.heading', { n: level }),
      visit: t('field.quill.visit'),
      enterLink: t('field.quill.enterLink'),
      edit: t('field.quill.edit'),
      remove: t('field.quill.remove'),
      save: t('field.quill.save'),
    }),
    [t],
  );
  const { onChange, onBlur } = control;
  const change = useCallback((html: string) => onChange(html), [onChange]);
  const blur = useCallback(() => onBlur(), [onBlur]);
  return (
    <Input.Wrapper
      label={chrome.label}
      labelElement="div"
      labelProps={{ id: labelId }}
      description={chrome.description}
      descriptionProps={descriptionId ? { id: descriptionId } : undefined}
      error={chrome.error}
      withAsterisk={chrome.withAsterisk}
    >
      <LazyMount minHeight={EDITOR_PLACEHOLDER_HEIGHT}>
        <Suspense
          fallback={
            <Skeleton height={160}>
              <VisuallyHidden>{t('field.richtextLoading')}</VisuallyHidden>
            </Skeleton>
          }
        >
          <QuillEditor
            value={value}
            onChange={change}
            onBlur={blur}
            disabled={disabled === true || field.readOnly}
            invalid={chrome.error !== undefined}
            labelId={labelId}
            {...(descriptionId ? { describedBy: descriptionId } : {})}
            toolbarLabels={toolbarLabels}
          />
        </Suspense>
      </LazyMount>
      {field.counter ? <Counter value={value} max={field.max} rich /> : null}
    </Input.Wrapper>
  );
}

/** The value of a new item's field (defaults of the schema applied). */
export const empty: EmptyValue<'richtext'> = () => '';
