/**
 * The runtime editor (`EntityEditor`) with the API answered by MSW (`stories/msw/handlers.ts`):
 * the news editor at `/news/12` and `/news/new` inside `<Providers>` and a memory router, a save
 * refused with the server's 422 answer, the loading, not-found and revision-draft states, and a
 * single-language editor without the language switcher (webcam).
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import type { EntityMeta } from '#core/model';
import type { EntityValidators } from '#core/validation';
import type { EntityCalls } from '#api/client.ts';
import { newsCalls } from '../generated/api/news';
import { webcamCalls } from '../generated/api/webcam';
import { newsMeta } from '../generated/entities/news/meta';
import { newsValidators } from '../generated/entities/news/schema';
import { webcamMeta } from '../generated/entities/webcam/meta';
import { webcamValidators } from '../generated/entities/webcam/schema';
import { EditorFrame } from './frames/EditorFrame';
import { itemOf } from './msw/fixtures';
import { API, pending, refusedSave } from './msw/handlers';

const EDITORS: Readonly<
  Record<'news' | 'webcam', { meta: EntityMeta; validators: EntityValidators; calls: EntityCalls }>
> = {
  news: { meta: newsMeta, validators: newsValidators, calls: newsCalls },
  webcam: { meta: webcamMeta, validators: webcamValidators, calls: webcamCalls },
};

interface EditorStoryProps {
  /** The entity whose editor is shown. */
  readonly entity: 'news' | 'webcam';
  /** The route opened first: `/news/12`, `/news/new`. */
  readonly path: string;
}

function EditorStory({ entity, path }: EditorStoryProps) {
  return <EditorFrame {...EDITORS[entity]} path={path} />;
}

const meta = {
  title: 'Runtime/EntityEditor',
  component: EditorStory,
  args: { entity: 'news', path: '/news/12' },
} satisfies Meta<typeof EditorStory>;

export default meta;

type Story = StoryObj<typeof meta>;

export const EditNews: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Modifica News', {}, { timeout: 5000 });
    await expect(canvas.getByRole('button', { name: /Salva/ })).toBeInTheDocument();
    await expect(canvas.getByText('Informazioni di base')).toBeInTheDocument();
  },
};

export const NewNews: Story = {
  args: { path: '/news/new' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText('Inserimento News', {}, { timeout: 5000 });
    // A blank item has no title yet: Salva stays disabled.
    await waitFor(() => expect(canvas.getByTestId('editor-save')).toBeDisabled());
  },
};

/** Every save answers the server's 422: the messages go under their fields. */
export const RefusedSave: Story = {
  parameters: { msw: { handlers: refusedSave('news') } },
};

export const Loading: Story = {
  parameters: { msw: { handlers: pending('news') } },
};

export const NotFound: Story = {
  args: { path: '/news/99999' },
  parameters: {
    msw: {
      handlers: [
        http.get(`${API}/news/:id`, () => HttpResponse.json({ message: 'Risorsa non trovata' }, { status: 404 })),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('Elemento non trovato', {}, { timeout: 5000 });
  },
};

/** An item whose draft flag is above 0: the banner 'Scheda BOZZA di Revisione'. */
export const RevisionDraft: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(`${API}/news/:id`, ({ params }) => {
          const answer = itemOf('news', Number(params.id));
          return HttpResponse.json({ data: { ...answer.data, draft: 1, original_id: 3 } });
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByText('Scheda BOZZA di Revisione', {}, { timeout: 5000 });
  },
};

/**
 * canSave false on an item published in the language shown (news 10): Salva waits for another
 * status, with a notice (spec content.md section 4); the user's abilities still allow saving.
 */
export const CannotSave: Story = {
  args: { path: '/news/10' },
  parameters: {
    msw: {
      handlers: [
        http.get(`${API}/news/:id`, ({ params }) => {
          const answer = itemOf('news', Number(params.id));
          return HttpResponse.json({ data: { ...answer.data, canSave: false } });
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByTestId('editor-cannot-save-published', {}, { timeout: 5000 });
    await expect(canvas.getByTestId('editor-save')).toBeDisabled();
  },
};

/** One language, no switcher. */
export const Webcam: Story = {
  args: { entity: 'webcam', path: '/webcam/1/webcam' },
};
