/**
 * The admin's interface to the field kinds' widgets (`kinds/<kind>/widget.tsx`): the props every
 * widget takes, what the admin offers them (`AdminHost`: translations, lookups, feedback, the
 * session, the media library, the map, and `FieldInput` to render a member field), given through
 * a React context the admin's `app/runtime/fields/FieldInput.tsx` provides; and what every widget
 * shares: the label / required mark / help / error "chrome" Mantine inputs take, and the error
 * message of a form path. A widget imports this module, `core/`, npm packages and kinds' folders,
 * never `app/`.
 */
import { Input } from '@mantine/core';
import { createContext, useContext, useId, type ComponentType, type ReactNode } from 'react';
import { useFormError, useFormValue } from './form';
import type { LanguageCode, UiLanguage } from '#core/languages';
import type { FieldMeta, Label, VisibleWhen } from '#core/model';
import { isShown } from '#core/visibility';
import type { PickedImage } from './ui/orderedEntries';

export interface FieldInputProps {
  /** A leaf field (group members are resolved by the editor; never 'group', never 'status'). */
  readonly field: FieldMeta;
  /** The form path of the value (`kinds/host/form.tsx`): 'contents.it.title', 'comune', 'category'... */
  readonly name: string;
  /** The content language being edited (for lookups such as category titles). */
  readonly language: LanguageCode;
  /** Whether to mark the label required. */
  readonly required: boolean;
  readonly disabled?: boolean;
  /** Called when a text-like input is left, with its trimmed value (the editor fills the slug from the title). */
  readonly onLeave?: (value: string) => void;
}

/** What a new item's empty values may depend on: who creates it, and when. */
export interface EmptyContext {
  /** The signed-in user's id: the author of a new item. */
  readonly userId: number | null;
  /** Wire date-time of "now" for `default: now` date-times. */
  readonly now: string;
  /** `YYYY-MM-DD` of today for `default: now` dates. */
  readonly today: string;
  /** The empty value of a member field (of a group). */
  readonly member: (field: FieldMeta) => unknown;
}

/** The empty value of a new item's field of kind K (the schema's defaults applied). */
export type EmptyValue<K extends FieldMeta['kind']> = (
  field: Extract<FieldMeta, { kind: K }>,
  context: EmptyContext,
) => unknown;

/** Props of a widget for one kind. */
export type KindProps<K extends FieldMeta['kind']> = Omit<FieldInputProps, 'field'> & {
  readonly field: Extract<FieldMeta, { kind: K }>;
};

/** The admin messages the widgets show (keys of the admin's message sets, `app/i18n/`). */
export type KindMessageKey =
  | 'editor.remaining'
  | 'files.hint'
  | 'files.hintTypes'
  | 'files.upload'
  | 'media.add'
  | 'secret.clear'
  | 'secret.empty'
  | 'secret.kept'
  | 'field.noResults'
  | 'field.noTags'
  | 'field.province'
  | 'field.allProvinces'
  | 'field.typeToSearch'
  | 'field.loading'
  | 'field.authorGone'
  | 'field.more'
  | 'field.add'
  | 'field.remove'
  | 'field.removeNamed'
  | 'field.moveUp'
  | 'field.moveDown'
  | 'field.primaryOf'
  | 'field.createTag'
  | 'field.tagCreated'
  | 'field.key'
  | 'field.value'
  | 'field.paramsRow'
  | 'field.datePick'
  | 'field.dateHint'
  | 'field.dateTimeHint'
  | 'field.richtextLoading'
  | 'field.portal.1'
  | 'field.portal.2'
  | 'field.portal.3'
  | 'field.portal.restricted'
  | 'field.address.venue'
  | 'field.address.address'
  | 'field.address.number'
  | 'field.address.city'
  | 'field.address.lat'
  | 'field.address.lng'
  | 'field.address.geocode'
  | 'field.address.geocodeNeeds'
  | 'field.address.entry'
  | 'field.address.map'
  | 'field.address.marker'
  | 'field.images.note'
  | 'field.images.empty'
  | 'field.images.cover'
  | 'field.images.untitled'
  | 'field.files.empty'
  | 'field.contacts.type'
  | 'field.contacts.label'
  | 'field.contacts.value'
  | 'field.contacts.empty'
  | 'field.contacts.confirmRemove'
  | 'field.contacts.email'
  | 'field.contacts.website'
  | 'field.contacts.telephone'
  | 'field.contacts.fax'
  | 'field.contacts.whatsapp'
  | 'field.schedule.start'
  | 'field.schedule.end'
  | 'field.schedule.includes'
  | 'field.schedule.excludes'
  | 'field.schedule.weekdays'
  | 'field.schedule.always'
  | 'field.schedule.lun'
  | 'field.schedule.mar'
  | 'field.schedule.mer'
  | 'field.schedule.gio'
  | 'field.schedule.ven'
  | 'field.schedule.sab'
  | 'field.schedule.dom'
  | 'field.schedule.moreInfo'
  | 'field.schedule.needsStart'
  | 'field.schedule.summary'
  | 'field.schedule.summaryPast'
  | 'field.list.entry'
  | 'field.list.empty'
  | 'field.list.confirmRemove'
  | 'field.list.fold'
  | 'field.list.unfold'
  | 'field.quill.header'
  | 'field.quill.bold'
  | 'field.quill.italic'
  | 'field.quill.underline'
  | 'field.quill.ordered'
  | 'field.quill.bullet'
  | 'field.quill.link'
  | 'field.quill.clean'
  | 'field.quill.normal'
  | 'field.quill.heading'
  | 'field.quill.visit'
  | 'field.quill.enterLink'
  | 'field.quill.edit'
  | 'field.quill.remove'
  | 'field.quill.save';

/** `t(key, params)`: a message in the UI language, `{name}` placeholders filled. */
export type Translate = (key: KindMessageKey, params?: Readonly<Record<string, string | number>>) => string;

/** The state of a lookup (a cached query of the admin's API client). */
export interface Lookup<T> {
  readonly data: T | undefined;
  readonly isLoading: boolean;
  readonly isFetching: boolean;
  readonly isError: boolean;
}

export interface MunicipalityOption {
  readonly id: number;
  readonly city: string;
  readonly province?: string;
  readonly province_short?: string;
}

/** A node of a category tree: its titles by content language, and the categories below it. */
export interface CategoryNode {
  readonly id: number;
  readonly contents: Readonly<Record<string, { readonly title: string }>>;
  readonly children: readonly CategoryNode[];
}

/** An item found by title (`POST {entity}/search`), with its municipality when it has one. */
export interface SearchRow {
  readonly id: number;
  readonly title: string;
  readonly comune: string | null;
}

/** The admin's lookups: React hooks over its API client and cache. */
export interface AdminLookups {
  /** The category tree under a main category, titles in `language`. */
  useCategoryTree(main: number | null, language: string): Lookup<CategoryNode>;
  /** Municipalities whose name contains the text, from `minChars` typed characters. */
  useMunicipalitySearch(text: string, minChars: number): Lookup<readonly MunicipalityOption[]>;
  /** The municipalities of the ids (those that exist), by id. */
  useMunicipalitiesById(ids: readonly number[]): ReadonlyMap<number, MunicipalityOption>;
  /** Live items of an entity whose title contains the text. */
  useReferenceSearch(entity: string, text: string): Lookup<readonly SearchRow[]>;
  /**
   * Live items of an entity with a combo lookup (`GET {path}/combo`) whose title contains the text
   * (from `minChars` characters), in the province when one is given.
   */
  useReferenceCombo(
    entity: string,
    text: string,
    minChars: number,
    province: number | null,
  ): Lookup<readonly { readonly id: number; readonly nome: string }[]>;
  /** The provinces of the region. */
  useProvinces(): Lookup<readonly { readonly id: number; readonly nome: string }[]>;
  /** Tags of a content language whose name contains the text. */
  useTagSearch(text: string, language: string): Lookup<readonly { readonly id: number; readonly name: string }[]>;
  /** Active users, as authors. */
  useUsers(): Lookup<readonly { readonly id: number; readonly name: string }[]>;
}

/** The state a sortable list's item is rendered with. */
export interface SortableItemState {
  /** The drag handle to place in the item. */
  readonly handle: ReactNode;
  readonly index: number;
  readonly isDragging: boolean;
}

/** A list reordered by dragging a handle (pointer or keyboard), announced in the UI language. */
export interface SortableListProps<T> {
  readonly items: readonly T[];
  /** A stable id of each item. */
  readonly getId: (item: T, index: number) => string | number;
  /** The item's name in announcements and the handle's label. */
  readonly getLabel: (item: T, index: number) => string;
  /**
   * A hook naming the item for its drag handle, in place of `getLabel` there: the handle follows
   * the name as it is typed by re-rendering its own row, not the list (`getLabel` still names the
   * item in announcements). The same hook on every render.
   */
  readonly useLabel?: (item: T, index: number) => string;
  readonly renderItem: (item: T, state: SortableItemState) => ReactNode;
  readonly onReorder: (fromIndex: number, toIndex: number) => void;
  readonly disabled?: boolean;
  readonly gap?: number | string;
}

/** The admin's sortable lists and the moves of their React keys. */
export interface AdminSortable {
  readonly SortableList: <T>(props: SortableListProps<T>) => ReactNode;
  /** `items` with the one at `from` moved to `to`. */
  arrayMove<T>(items: readonly T[], from: number, to: number): T[];
  /** `count` keys: the stored ones kept in order, new ones made for added entries. */
  fitKeys(keys: readonly string[], count: number): readonly string[];
}

/** The admin's messages to the user. */
export interface AdminFeedback {
  /** Asks the user to confirm (OK / cancel); true when confirmed. */
  confirmAction(message: string, language: UiLanguage): Promise<boolean>;
  notifySuccess(message: string): void;
  /** The message of a failed call, in the UI language. */
  notifyError(error: unknown, language: UiLanguage): void;
  /** A warning at the top centre of the page. */
  warn(message: string): void;
}

/** The entity picker as a form field's control (its value: the picked items as stored). */
export interface EntityPickerFieldProps {
  readonly value: unknown;
  readonly onChange: (value: unknown[]) => void;
  readonly limit: number;
  readonly types: readonly string[];
  readonly lang: LanguageCode;
  readonly disabled: boolean;
  /** What the picker is for, in its accessible names. */
  readonly label: string;
}

/** A Leaflet map with a draggable marker (loaded lazily: render it inside `Suspense`). */
export interface AddressMapProps {
  readonly lat: number | null;
  readonly lng: number | null;
  readonly tileUrl: string;
  readonly attribution: string;
  /** The map's accessible name. */
  readonly label: string;
  readonly markerLabel: string;
  readonly disabled: boolean;
  readonly onPick: (position: { lat: number; lng: number }) => void;
}

/** The server's answers the address box asks for. */
export interface AdminGeo {
  /** Latitude and longitude of 'street, number city'; throws the call's error on failure. */
  geocode(address: string): Promise<{ readonly lat: number; readonly lng: number }>;
  /** The map's tile settings (`GET operations/map`), as the cached query holds them. */
  useMapSettings(): Lookup<{ readonly data: { readonly tileUrl: string; readonly attribution: string } }>;
  /** The status and message of a failed call the server answered, or null. */
  apiErrorOf(error: unknown): { readonly status: number; readonly message: string } | null;
  readonly AddressMap: ComponentType<AddressMapProps>;
  /** The map's height in pixels (its placeholder's too). */
  readonly mapHeight: number;
}

/** A file being uploaded by a file box. */
export interface UploadEntry {
  readonly key: number;
  readonly name: string;
  /** `retrying`: the server was busy, the file is sent again after `retryIn` seconds. */
  readonly status: 'waiting' | 'uploading' | 'retrying' | 'done' | 'failed';
  /** 0-100. */
  readonly percent: number;
  /** The server's message when the upload was refused (or the check's, when it was not sent). */
  readonly error: string | null;
  readonly retryIn: number | null;
}

/**
 * The uploads of one file box: files sent through the admin's upload queue (a few at a time, a
 * busy server waited out), each tracked.
 */
export interface FileUploads {
  readonly entries: readonly UploadEntry[];
  add(files: readonly File[]): void;
  /** Lists a file a check stopped before sending, with the check's message. */
  refuse(name: string, message: string): void;
}

/** The media picker of an image field: images of the library to insert, uploads to the field of the item being edited. */
export interface MediaPickerProps {
  /** How many images may still be inserted. */
  readonly limit: number;
  /** The form path of the field (uploads are tagged with its schema path). */
  readonly name: string;
  readonly onClose: () => void;
  readonly onInsert: (items: readonly PickedImage[]) => void;
}

/** The admin's media library, for image and file fields. */
export interface AdminMedia {
  /** The media picker, open (loaded lazily: render it inside `Suspense`). */
  readonly MediaPicker: ComponentType<MediaPickerProps>;
  /** How many images may still be inserted into a field of `max` (0: the picker's default). */
  remainingSlots(max: number, attached: number): number;
  /**
   * Uploads of the file box at form path `name` into `collection` (tagged with the item being
   * edited and the field); each file uploaded is handed to `onUploaded`.
   */
  useFileUploads(
    name: string,
    collection: string,
    onUploaded: (item: { readonly id: number; readonly name: string; readonly url: string }) => void,
  ): FileUploads;
  /** One upload's row (name, progress, outcome). */
  readonly UploadRow: ComponentType<{ readonly entry: UploadEntry }>;
}

/** What the admin offers every widget. */
export interface AdminHost {
  readonly useT: () => Translate;
  /** A schema label (`{it, en}`) in the UI language. */
  readonly useLabel: () => (label: Label) => string;
  readonly useUiLanguage: () => { readonly language: UiLanguage };
  /** Renders one field with its kind's widget: groups and lists show their members with it. */
  readonly FieldInput: ComponentType<FieldInputProps>;
  /** The signed-in user's roles (by name), and whether they hold an ability. */
  readonly useSession: () => {
    readonly roles: Readonly<Record<string, unknown>> | undefined;
    allows(ability: string): boolean;
  };
  readonly lookups: AdminLookups;
  /** The value after a pause of `ms` without changes. */
  readonly useDebounced: <T>(value: T, ms: number) => T;
  /** '{city} ({province_short})', or the city alone. */
  municipalityLabel(municipality: MunicipalityOption): string;
  /** The tag calls of a tags box. */
  readonly useTags: () => {
    /** Creates a tag (`POST operations/tags`); its id. */
    create(name: string, language: 'it' | 'en' | 'de' | 'fr'): Promise<number>;
    /** Refreshes every tag search (a new tag is found at once). */
    refreshSearches(): Promise<void>;
  };
  readonly feedback: AdminFeedback;
  /** The value a field of a new entry starts with (the schema's defaults applied), for the signed-in user. */
  readonly useNewValue: () => (field: FieldMeta) => unknown;
  readonly sortable: AdminSortable;
  readonly EntityPicker: ComponentType<EntityPickerFieldProps>;
  readonly geo: AdminGeo;
  readonly media: AdminMedia;
}

const AdminHostContext = createContext<AdminHost | null>(null);

/** Gives the widgets below it the admin's offer. */
export function AdminHostProvider({ host, children }: { readonly host: AdminHost; readonly children: ReactNode }) {
  return <AdminHostContext.Provider value={host}>{children}</AdminHostContext.Provider>;
}

/** The admin's offer; a widget rendered outside `AdminHostProvider` is a programming error. */
export function useAdminHost(): AdminHost {
  const host = useContext(AdminHostContext);
  if (!host) throw new Error('a field widget needs the admin host (AdminHostProvider)');
  return host;
}

/** `t(key, params)` in the current UI language. */
export function useT(): Translate {
  return useAdminHost().useT();
}

/** A schema label (`{it, en}`) in the current UI language. */
export function useLabel(): (label: Label) => string {
  return useAdminHost().useLabel();
}

/** The UI language. */
export function useUiLanguage(): { readonly language: UiLanguage } {
  return useAdminHost().useUiLanguage();
}

/**
 * The error message of a path. `nested`: also a message set on a child path (`category.ids`,
 * `contents.it.tags.0.name`), for widgets that show one message for their whole value.
 */
export function useFieldError(name: string, nested = true): string | null {
  return useFormError(name, nested);
}

export interface FieldChrome {
  readonly label: string;
  readonly description: string | undefined;
  readonly error: string | undefined;
  readonly withAsterisk: boolean;
}

/** Label in the UI language, required mark, help text and error message, as Mantine input props. */
export function useFieldChrome(field: FieldMeta, name: string, required: boolean, nestedErrors = true): FieldChrome {
  const label = useLabel();
  const error = useFieldError(name, nestedErrors);
  return {
    label: label(field.label),
    description: field.help ? label(field.help) : undefined,
    error: error ?? undefined,
    withAsterisk: required,
  };
}

/**
 * The labelled frame of a widget made of several controls (params, contacts, lists, images,
 * portal, address): the field's label, help and error around them, announced as one group.
 */
export function FieldGroup({ chrome, children }: { readonly chrome: FieldChrome; readonly children: ReactNode }) {
  const labelId = `${useId()}-label`;
  return (
    <Input.Wrapper
      label={chrome.label}
      labelElement="div"
      labelProps={{ id: labelId }}
      description={chrome.description}
      error={chrome.error}
      withAsterisk={chrome.withAsterisk}
      role="group"
      aria-labelledby={labelId}
    >
      {children}
    </Input.Wrapper>
  );
}

/**
 * A member of a group or list entry shown only on a condition (`visibleWhen`): its widget, while
 * the sibling the condition names holds one of its values, else nothing (its value is then left
 * out of the save by the validator). `parent`: the form path of the object holding the member and
 * its sibling (`stages.0.times`). Without a condition, the widget as is.
 */
export function ShownWhen({
  condition,
  parent,
  children,
}: {
  readonly condition: VisibleWhen | undefined;
  readonly parent: string;
  readonly children: ReactNode;
}) {
  if (condition === undefined) return <>{children}</>;
  return (
    <Conditional condition={condition} parent={parent}>
      {children}
    </Conditional>
  );
}

function Conditional({
  condition,
  parent,
  children,
}: {
  readonly condition: VisibleWhen;
  readonly parent: string;
  readonly children: ReactNode;
}) {
  const value: unknown = useFormValue(parent === '' ? condition.field : `${parent}.${condition.field}`);
  return isShown(condition, { [condition.field]: value }) ? <>{children}</> : null;
}
