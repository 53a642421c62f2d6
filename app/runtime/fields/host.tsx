/**
 * What the admin offers the field kinds' widgets (`AdminHost` of `kinds/host/admin.tsx`): its
 * translations, lookups, feedback, session, sortable lists, entity picker, map and media library.
 * The widgets reach these only through this object (given by `FieldInput.tsx`), never by
 * importing the admin's modules, so `kinds/` stays a layer of its own.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, type ComponentType } from 'react';
import type { AdminHost, FieldInputProps, MediaPickerProps } from '../../../kinds/host/admin';
import { ApiError } from '#api/errors.ts';
import { queryKeys } from '#api/queryKeys.ts';
import { geocode, mapSettings, uploadMedia } from '../../../generated/api/platform';
import type { MediaItem } from '../../../generated/api/schemas';
import { createOperationsTags } from '../../../generated/api/tags';
import { useSession } from '../../auth/SessionProvider';
import { remainingSlots } from '../../features/media/picker';
import { UploadRow } from '../../features/media/UploadView';
import { useUploads } from '../../features/media/useMedia';
import { useLabel, useT, useUiLanguage } from '../../i18n/context';
import { confirmAction, notifyError, notifySuccess, TOAST_MS } from '../../ui/feedback';
import { useEditorContext } from '../editor/EditorContext';
import { defaultsContext, defaultValue } from '../editor/values';
import { schemaFieldPath } from '../editor/fieldPath';
import {
  municipalityLabel,
  useCategoryTree,
  useDebounced,
  useMunicipalitiesById,
  useMunicipalitySearch,
  useReferenceSearch,
  useReferenceCombo,
  useProvinces,
  useTagSearch,
  useUsers,
} from '../lookups';
import { MAP_VIEW } from '../map/view';
import { EntityPicker } from '../picker/EntityPicker';
import { readPicks } from '../picker/search';
import { arrayMove, fitKeys } from '../sortable/listMoves';
import { SortableList } from '../sortable/SortableList';
import { notifications } from '@mantine/notifications';

const AddressMap = lazy(() => import('../map/AddressMap'));

// The picker (and its gallery and drop zone) loads when first opened.
const MediaPickerModal = lazy(async () => ({
  default: (await import('../../features/media/MediaPickerModal')).MediaPickerModal,
}));

/** The media picker of an image field: uploads go to the field of the item being edited. */
function MediaPicker({ limit, name, onClose, onInsert }: MediaPickerProps) {
  const editor = useEditorContext();
  return (
    <MediaPickerModal
      opened
      limit={limit}
      onClose={onClose}
      uploadTarget={{ ...(editor ? { entity: editor.entity } : {}), field: schemaFieldPath(name) }}
      onInsert={onInsert}
    />
  );
}

export function createAdminHost(FieldInput: ComponentType<FieldInputProps>): AdminHost {
  return {
    useT,
    useLabel,
    useUiLanguage,
    FieldInput,
    useSession: () => {
      const session = useSession();
      return { roles: session.user?.roles, allows: (ability) => session.allows(ability) };
    },
    lookups: {
      useCategoryTree,
      useMunicipalitySearch: (text, minChars) => useMunicipalitySearch(text, minChars),
      useMunicipalitiesById,
      useReferenceSearch,
      useReferenceCombo,
      useProvinces: () => useProvinces(),
      useTagSearch,
      useUsers,
    },
    useDebounced,
    municipalityLabel,
    useTags: () => {
      const queryClient = useQueryClient();
      return {
        create: async (name, language) => (await createOperationsTags({ name, lang: language })).data.id,
        refreshSearches: () => queryClient.invalidateQueries({ queryKey: queryKeys.tagSearchAll() }),
      };
    },
    feedback: {
      confirmAction,
      notifySuccess,
      notifyError,
      warn: (message) =>
        notifications.show({ color: 'orange', message, position: 'top-center', autoClose: TOAST_MS, withBorder: true }),
    },
    useNewValue: () => {
      const userId = useSession().user?.id ?? null;
      return (field) => defaultValue(field, defaultsContext(userId));
    },
    sortable: { SortableList, arrayMove, fitKeys },
    EntityPicker: ({ value, ...props }) => <EntityPicker value={readPicks(value)} {...props} />,
    geo: {
      geocode: async (address) => (await geocode({ address })).data,
      useMapSettings: () =>
        useQuery({ queryKey: queryKeys.mapSettings(), queryFn: () => mapSettings(), staleTime: Infinity }),
      apiErrorOf: (error) => (error instanceof ApiError ? { status: error.status, message: error.message } : null),
      AddressMap,
      mapHeight: MAP_VIEW.height,
    },
    media: {
      MediaPicker,
      remainingSlots,
      useFileUploads: (name, collection, onUploaded) => {
        const editor = useEditorContext();
        return useUploads<MediaItem>(async (file, onProgress) => {
          const target = editor ? { entity: editor.entity, field: schemaFieldPath(name) } : {};
          const answer = await uploadMedia(collection, editor?.itemId ?? 0, file, target, { onProgress });
          return answer.data;
        }, onUploaded);
      },
      UploadRow,
    },
  };
}
