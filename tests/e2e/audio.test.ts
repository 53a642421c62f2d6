/**
 * The articles' audio in the browser (content.md section 2: the blog editor's side panel has
 * 'audio generation'; section 8: 'Audio creato con successo'; issue #34), as a user holding only the
 * blog's abilities: the editor's audio box of a saved article queues the generation, shows its
 * progress until the server's speech engine (eSpeak NG and LAME, which `.ci/run` installs) is done,
 * then 'Audio creato con successo' and a player the browser loads; the box follows the language
 * being edited, and a user who may only view the article has none.
 */
import { describe, expect, it } from 'vitest';
import { e2eUser, familyEditor, keepArtifacts, unique, useBackOffice } from './harness';

const BLOG_EDITOR = familyEditor('redattore_audio', ['blog']);
const BLOG_VIEWER = e2eUser('lettore_audio', { abilities: ['blog-view'] });

describe("the articles' audio", () => {
  const office = useBackOffice({ users: [BLOG_EDITOR, BLOG_VIEWER] });

  /** A blog article in Italian and English, through the API (as the administrator). */
  async function article(title: string): Promise<number> {
    const answer = await office.api<{ data: { id: number } }>('POST', 'blog', {
      token: await office.token(),
      body: {
        lang: 'it',
        contents: {
          it: { title, excerpt: 'Un giro tra le rocche.', status: 2 },
          en: { title: `${title} (EN)`, excerpt: 'A tour of the fortresses.', status: 2 },
        },
        paragrafi: [{ title: { it: 'Le mura', en: 'The walls' }, description: { it: '<p>Pietra e mattoni.</p>' } }],
      },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    return answer.body.data.id;
  }

  it("creates an article's audio from its editor: 'Audio creato con successo' and a player the browser loads", async () => {
    const { page, base } = office;
    const id = await article(unique('Le rocche in audio'));
    try {
      await office.signIn(BLOG_EDITOR.username, BLOG_EDITOR.password);
      await page.goto(`${base}/blog/${id}`);
      const box = page.getByRole('region', { name: 'Audio', exact: true });
      await box.getByText('Audio non ancora creato').waitFor();
      await box.getByRole('button', { name: 'Crea audio' }).click();
      await box.getByText('Audio creato con successo').waitFor({ timeout: 60_000 });
      // The toast says it too.
      await page.locator('.mantine-Notification-root', { hasText: 'Audio creato con successo' }).waitFor();
      const player = box.locator('audio[controls]');
      await player.waitFor();
      const source = await player.getAttribute('src');
      expect(source).toMatch(/^\/uploads\/.+\.mp3$/);
      // The browser reads the file as audio (its duration known once its metadata loaded).
      await expect
        .poll(() => player.evaluate((element: HTMLAudioElement) => (element.readyState >= 1 ? element.duration : 0)), {
          timeout: 20_000,
        })
        .toBeGreaterThan(0);
      await box.getByRole('button', { name: 'Rigenera audio' }).waitFor();
      // The article's audio as the API tells it.
      const answer = await office.api<{ data: { state: string; audio: { url: string } | null } }>(
        'GET',
        `entities/audio/${id}?entity=blog&lang=it&action=status`,
        { token: await office.token() },
      );
      expect(answer.body.data).toMatchObject({ state: 'done', audio: { url: source } });

      // The box follows the language being edited: nothing in English yet.
      await page.getByRole('radiogroup', { name: 'Lingua del contenuto' }).getByText('EN', { exact: true }).click();
      await page.getByRole('heading', { name: 'Audio (EN)' }).waitFor();
      await page.getByRole('region', { name: 'Audio', exact: true }).getByText('Audio non ancora creato').waitFor();
    } catch (error) {
      await keepArtifacts(page, 'audio-create');
      throw error;
    }
  }, 120_000);

  it('shows no audio box to a user who may only view the article', async () => {
    const { page, base } = office;
    const id = await article(unique('Le rocche da leggere'));
    try {
      await office.signIn(BLOG_VIEWER.username, BLOG_VIEWER.password);
      await page.goto(`${base}/blog/${id}`);
      await page.getByTestId('editor-cannot-save').waitFor();
      expect(await page.getByTestId('audio-box').count()).toBe(0);
    } catch (error) {
      await keepArtifacts(page, 'audio-viewer');
      throw error;
    }
  });
});
