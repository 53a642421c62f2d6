/**
 * Tags (`GET operations/tagsBox?s=&lang=`). A new tag can be created by typing only by users
 * holding the field's `createAbility` (spec: view-tag), slugified (`Mare Blu` → `mare-blu`, as the
 * spec says); it is created with the tag type's
 * generated create call (`POST operations/tags`, {name, lang}, made by the admin's
 * `AdminHost.useTags`: a change of the tag schema is a type error there) and then chosen by its
 * new id, because the item's tags are existing tags (`{id, name}`, checked by the server).
 */
import { MultiSelect } from '@mantine/core';
import { useState } from 'react';
import { useField } from '../host/form';
import { useAdminHost, useT, useUiLanguage, useFieldChrome, type EmptyValue, type KindProps } from '../host/admin';
import { canOfferNewTag, newTagName, readTags, type TagValue } from './tags';

const OPTIONS_SHOWN = 10;
const TAG_SEARCH_DEBOUNCE_MS = 300;
/** The option value of "create the typed tag" (real tag ids are positive). */
const NEW_TAG = -1;

/** The tag language of a content language (Italian for anything else). */
function tagLanguage(language: string): 'it' | 'en' | 'de' | 'fr' {
  return language === 'en' || language === 'de' || language === 'fr' ? language : 'it';
}

export function Widget({ field, name, language, required, disabled }: KindProps<'tags'>) {
  const t = useT();
  const { language: uiLanguage } = useUiLanguage();
  const { feedback, lookups, useDebounced, useSession, useTags } = useAdminHost();
  const session = useSession();
  const tags = useTags();
  const chrome = useFieldChrome(field, name, required);
  const {
    field: { ref: inputRef, ...control },
  } = useField(name);
  const [search, setSearch] = useState('');
  const [creating, setCreating] = useState(false);
  const debounced = useDebounced(search, TAG_SEARCH_DEBOUNCE_MS);
  const results = lookups.useTagSearch(debounced, language);
  const chosen = readTags(control.value);
  const canCreate = session.allows(field.createAbility);
  const found = (results.data ?? []).filter((tag) => !chosen.some((entry) => entry.id === tag.id));
  const typed = search.trim();
  const offerNew = canCreate && !creating && canOfferNewTag(typed, [...chosen, ...(results.data ?? [])]);

  const data = [
    ...chosen.map((tag) => ({ value: tag.id, label: tag.name })),
    ...found.map((tag) => ({ value: tag.id, label: tag.name })),
    ...(offerNew ? [{ value: NEW_TAG, label: t('field.createTag', { name: newTagName(typed) }) }] : []),
  ];

  const create = async (tagName: string) => {
    setCreating(true);
    try {
      const created: TagValue = { id: await tags.create(tagName, tagLanguage(language)), name: tagName };
      control.onChange([...readTags(control.value), created]);
      setSearch('');
      feedback.notifySuccess(t('field.tagCreated', { name: tagName }));
      await tags.refreshSearches();
    } catch (error) {
      feedback.notifyError(error, uiLanguage);
    } finally {
      setCreating(false);
    }
  };

  const change = (ids: number[]) => {
    if (ids.includes(NEW_TAG)) {
      void create(newTagName(typed));
      return;
    }
    const known = new Map<number, TagValue>([...(results.data ?? []), ...chosen].map((tag) => [tag.id, tag]));
    control.onChange(ids.flatMap((id) => (known.has(id) ? [known.get(id) as TagValue] : [])));
  };

  return (
    <MultiSelect<number>
      {...chrome}
      name={control.name}
      ref={inputRef}
      data={data}
      value={chosen.map((tag) => tag.id)}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      hidePickedOptions
      clearable={!required}
      limit={OPTIONS_SHOWN + 1}
      maxValues={field.max > 0 ? field.max : undefined}
      disabled={disabled === true || field.readOnly || creating}
      nothingFoundMessage={results.isFetching ? t('field.loading') : t('field.noTags')}
      onChange={change}
      onBlur={control.onBlur}
    />
  );
}

/** The value of a new item's field (defaults of the schema applied). */
export const empty: EmptyValue<'tags'> = () => [];
