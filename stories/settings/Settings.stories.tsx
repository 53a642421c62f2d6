/**
 * The settings screens (`schemas/settings/`, rendered by `SettingsEditor`): the mega-menu with its
 * entries (title, URL and elements from the entity picker, column title, description, sidebar
 * template; the last entry cannot be removed), the home page with a video slot, the advanced
 * settings with a data hub secret set (write-only), a refused save, and a user who may only view.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { settingsScreens } from '../../generated/settings/registry';
import { SettingsEditor } from '../../app/runtime/SettingsEditor';
import { adminUser } from '../msw/fixtures';
import { signedInAs } from '../msw/handlers';
import { mediaHandlers } from '../msw/media';
import { pickerCatalogue, pickerHandlers } from '../msw/picker';
import { settingsHandlers } from '../msw/settings';
import { RouteFrame } from '../users/RouteFrame';

function screenAt(route: string) {
  const screen = settingsScreens.find((candidate) => candidate.meta.route === route);
  if (!screen) throw new Error(`no settings screen at /${route}`);
  return screen;
}

function SettingsStory({ route }: { readonly route: string }) {
  return <RouteFrame pattern={`/${route}`} path={`/${route}`} element={<SettingsEditor screen={screenAt(route)} />} />;
}

const meta = { title: 'Settings/Screens', component: SettingsStory } satisfies Meta<typeof SettingsStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const [first, second, third] = pickerCatalogue();
const pick = (item: typeof first) => (item ? [{ type: item.type, id: item.id, title: item.title }] : []);

const MEGAMENU = {
  megamenu: {
    it: {
      elements: [
        {
          title: 'Mare',
          url: pick(first),
          subtitle: 'La Riviera',
          description: 'Spiagge, borghi marinari e parchi.',
          children: [...pick(second), ...pick(third)],
          sidebar: 'interessi',
        },
      ],
    },
    en: { elements: [{ title: 'Sea', url: [], subtitle: '', description: '', children: [], sidebar: '' }] },
  },
};

/**
 * One mega-menu entry: its remove button is disabled (the last entry stays), it folds to its
 * title, and 'Aggiungi voce' adds one.
 */
export const MegaMenuEntry: Story = {
  args: { route: 'megamenu' },
  parameters: { msw: { handlers: [...settingsHandlers(MEGAMENU), ...pickerHandlers()] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByDisplayValue('Mare');
    const remove = canvas.getByRole('button', { name: 'Rimuovi Mare' });
    await waitFor(() => expect(remove).toBeDisabled());
    // Each entry folds, its buttons named by its title.
    await userEvent.click(canvas.getByRole('button', { name: 'Comprimi: Mare' }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: 'Espandi: Mare' })).toHaveAttribute('aria-expanded', 'false'),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Aggiungi voce' }));
    // The new entry has no title yet: its buttons say 'Elemento 2'; the first can now be removed.
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Rimuovi Elemento 2' })).toBeEnabled());
    expect(remove).toBeEnabled();
  },
};

/** The home page: mosaic and featured items from the picker, one video with its cover. */
export const HomePage: Story = {
  args: { route: 'home-settings' },
  parameters: {
    msw: {
      handlers: [
        ...settingsHandlers({
          home: {
            it: {
              mosaico: [...pick(first), ...pick(second)],
              video: [{ titolo: 'La Riviera in estate', url: 'https://video.example.org/riviera', image: [] }],
            },
          },
        }),
        ...pickerHandlers(),
        ...mediaHandlers(),
      ],
    },
  },
};

/** Advanced settings: the production secret is set, so its input is empty with 'Rimuovi'. */
export const AdvancedSettings: Story = {
  args: { route: 'home-settings-extra' },
  parameters: {
    msw: {
      handlers: [
        ...settingsHandlers({
          tdh: { environment: 'production', production_client: 'er-client', production_secret: { set: true } },
          footer: { it: { copyright: '© Regione Emilia-Romagna', testo_sx: '' } },
        }),
        ...mediaHandlers(),
      ],
    },
  },
};

/** The server refuses the save: its message lands under the field. */
export const RefusedSave: Story = {
  args: { route: 'home-settings-extra' },
  parameters: {
    msw: {
      handlers: [
        ...settingsHandlers({}, { 'footer.it.copyright': ['Il campo non può superare 255 caratteri'] }),
        ...mediaHandlers(),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const save = await canvas.findByTestId('settings-save');
    await waitFor(() => expect(save).toBeEnabled());
    await userEvent.click(save);
    await waitFor(() =>
      expect(canvas.getAllByText('Il campo non può superare 255 caratteri').length).toBeGreaterThan(0),
    );
  },
};

const viewer = { ...adminUser, abilities: { 'homesettings-view': 1 }, roles: { lettore: 'Lettore' } };

/** Only homesettings-view: the fields are disabled and Salva too. */
export const ViewOnly: Story = {
  args: { route: 'home-settings' },
  parameters: {
    session: viewer,
    msw: { handlers: [...signedInAs(viewer), ...settingsHandlers(), ...pickerHandlers(), ...mediaHandlers()] },
  },
};
