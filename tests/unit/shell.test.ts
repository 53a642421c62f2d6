/** The shell's pure rules: toast text, sidebar visibility, route guards, dashboard links. */
import { describe, expect, it } from 'vitest';
import { ApiError, apiErrorFromResponse } from '../../app/api/errors';
import type { SessionUser } from '../../app/auth/session';
import { allows } from '../../app/auth/session';
import { screenAllowed } from '../../app/shell/guards';
import { editorHref, summaryLink } from '../../app/shell/Dashboard';
import { activeHref, menuCategoryMains, visibleMenu } from '../../app/shell/Sidebar';
import type { CategoryNode } from '../../generated/api/schemas';
import { errorText } from '../../app/ui/feedback';
import { loadUiLanguage } from '../../app/i18n/index';
import { sidebar } from '../../generated/menu';
import { hasReducedDashboard, inRedazioneFamily } from '../../core/abilities';
import { categoryChildLink, isCategoryLinks, type MenuGroup } from '../../core/menu';

function user(roles: string[], abilities: string[]): SessionUser {
  return {
    id: 7,
    first_name: 'Ada',
    last_name: 'Rossi',
    roles: Object.fromEntries(roles.map((name) => [name, name])),
    abilities: Object.fromEntries(abilities.map((name) => [name, 1])),
    redazione_tipo: null,
  };
}

describe('error toasts', () => {
  it('join the field errors (never debug), the message and data.message, each once', () => {
    const error = apiErrorFromResponse(422, 'Unprocessable', {
      message: 'I dati inviati non sono validi',
      errors: { 'contents.it.title': ['Campo richiesto'], debug: ['stack trace'], slug: 'Slug già in uso' },
      data: { message: 'Controlla i campi' },
    });
    expect(errorText(error)).toBe('Campo richiesto Slug già in uso I dati inviati non sono validi Controlla i campi');
    expect(errorText(error)).not.toContain('stack trace');
  });

  it('does not repeat a message that is also data.message', () => {
    const error = new ApiError({
      status: 409,
      message: 'Conflitto',
      body: { message: 'Conflitto', data: { message: 'Conflitto' } },
    });
    expect(errorText(error)).toBe('Conflitto');
  });

  it('falls back to the generic message in the UI language', async () => {
    await loadUiLanguage('en');
    expect(errorText(null)).toBe('Errore generico');
    expect(errorText(new Error('  '), 'en')).toBe('Generic error');
    expect(errorText(new Error('rete non raggiungibile'))).toBe('rete non raggiungibile');
  });
});

describe('sidebar', () => {
  const labels = (u: SessionUser | null) =>
    visibleMenu(sidebar, (ability) => allows(u, ability)).flatMap((entry) => entry.links.map((link) => link.href));

  it('shows a user with only blog abilities the News group (the blog), the translation overview, profile and logout, nothing else', () => {
    const hrefs = labels(user(['editor'], ['blog-view', 'blog-create']));
    expect(hrefs).toEqual(['/blog', '/blog/new', '/traduzioni', '/user/profile', '/user/logout']);
  });

  it('keeps the news items linked, outside the News group that the spec gives the blog', () => {
    const entries = visibleMenu(sidebar, (ability) => allows(user(['editor'], ['news-view', 'news-create']), ability));
    expect(entries.map((entry) => [entry.group.label.it, entry.links.map((link) => link.href)])).toEqual([
      ['Altri contenuti', ['/news']],
      ['Traduzioni', ['/traduzioni']],
      ['Account', ['/user/profile', '/user/logout']],
    ]);
  });

  it('hides the new link without the create ability and empty groups entirely', () => {
    const entries = visibleMenu(sidebar, (ability) => allows(user([], ['tag-view']), ability));
    // The translation overview is every signed-in user's: it lists the types their abilities show.
    expect(entries.map((entry) => entry.group.label.it)).toEqual(['Tags', 'Traduzioni', 'Account']);
  });

  it('shows an administrator every link (category children once their tree is loaded)', () => {
    const all = sidebar.flatMap((group) =>
      group.children.flatMap((link) => (isCategoryLinks(link) ? [] : [link.href])),
    );
    expect(labels(user(['administrator'], []))).toEqual(all);
  });

  describe('category children links', () => {
    const node = (id: number, it: string, en?: string, children: CategoryNode[] = []): CategoryNode => ({
      id,
      contents: { it: { title: it }, ...(en === undefined ? {} : { en: { title: en } }) },
      children,
    });
    const interests = node(5, 'Interessi', undefined, [
      node(5001, 'Arte e cultura', 'Art and culture', [node(5101, 'Musei')]),
      node(5002, 'Mare'),
    ]);
    const trees = (main: number) => (main === 5 ? interests : undefined);
    const interestLinks = (u: SessionUser, loaded = trees) =>
      visibleMenu(sidebar, (ability) => allows(u, ability), loaded)
        .filter((entry) => entry.group.label.it === 'Interessi')
        .flatMap((entry) => entry.links);

    it("lists one link per child of category 5, titled by it, to /interessi-list/{id}/{title}, before 'Categorie interessi'", () => {
      const links = interestLinks(user([], ['interessi-view', 'category-view']));
      expect(links.map((link) => link.href)).toEqual([
        '/interessi-list/5001/Arte%20e%20cultura',
        '/interessi-list/5002/Mare',
        '/category-list/5',
      ]);
      expect(links[0]?.label).toEqual({ it: 'Arte e cultura', en: 'Art and culture' });
      // No English title: the Italian one.
      expect(links[1]?.label).toEqual({ it: 'Mare', en: 'Mare' });
      expect(links[0]?.ability).toBe('interessi-view');
    });

    it('shows them only with interessi-view, and none while the tree loads', () => {
      expect(interestLinks(user([], ['category-view'])).map((link) => link.href)).toEqual(['/category-list/5']);
      expect(interestLinks(user([], ['interessi-view']), () => undefined)).toEqual([]);
      expect(menuCategoryMains(sidebar, (ability) => allows(user([], ['interessi-view']), ability))).toEqual([5]);
      expect(menuCategoryMains(sidebar, (ability) => allows(user([], ['news-view']), ability))).toEqual([]);
    });

    it('fill :id and :title, encoded, in any href', () => {
      const links = { categoryChildren: 7, href: '/webcam-type/:title/:id', ability: 'webcam-view' } as const;
      const group: MenuGroup = { label: { it: 'G', en: 'G' }, icon: 'x', ability: true, children: [links] };
      expect(categoryChildLink(links, { id: 3, title: { it: 'Città/mare', en: 'City' } }).href).toBe(
        '/webcam-type/Citt%C3%A0%2Fmare/3',
      );
      expect(
        visibleMenu(
          [group],
          () => true,
          () => node(7, 'Webcam', undefined, [node(3, 'Lago')]),
        )[0]?.links,
      ).toEqual([{ label: { it: 'Lago', en: 'Lago' }, href: '/webcam-type/Lago/3', ability: 'webcam-view' }]);
    });
  });

  it('shows nothing to nobody', () => {
    expect(labels(null)).toEqual([]);
  });

  it('marks one link: the longest that matches the address', () => {
    const hrefs = ['/users', '/users/roles', '/users/redazioni', '/news', '/news/new'];
    expect(activeHref('/users/roles/2', hrefs)).toBe('/users/roles');
    expect(activeHref('/users/7', hrefs)).toBe('/users');
    expect(activeHref('/users', hrefs)).toBe('/users');
    expect(activeHref('/news/new', hrefs)).toBe('/news/new');
    expect(activeHref('/news/12', hrefs)).toBe('/news');
    expect(activeHref('/usersx', hrefs)).toBeNull();
  });
});

describe('route guards', () => {
  const session = (u: SessionUser) => ({ user: u, allows: (ability: string | true) => allows(u, ability) });

  it('needs the route ability', () => {
    const handle = { ability: 'tag-view', redazione: true };
    expect(screenAllowed(handle, session(user([], ['news-view'])))).toBe(false);
    expect(screenAllowed(handle, session(user([], ['tag-view'])))).toBe(true);
    expect(screenAllowed(handle, session(user([], ['*'])))).toBe(true);
    expect(screenAllowed({ ability: true }, session(user([], [])))).toBe(true);
    expect(screenAllowed(null, session(user([], [])))).toBe(true);
  });

  it("closes the routes marked for the 'redazione' family, even with the ability", () => {
    const editor = { ability: 'news-view', redazione: false };
    expect(screenAllowed(editor, session(user(['redazione'], ['news-view'])))).toBe(false);
    expect(screenAllowed(editor, session(user(['redazione-regionale'], ['news-view'])))).toBe(true);
    expect(screenAllowed(editor, session(user(['redazione', 'administrator'], [])))).toBe(true);
    expect(screenAllowed({ ability: 'news-view', redazione: true }, session(user(['redazione'], ['news-view'])))).toBe(
      true,
    );
  });

  it('knows the restricted family and the reduced dashboard by role name', () => {
    expect(inRedazioneFamily(user(['redazione'], []))).toBe(true);
    expect(inRedazioneFamily(user(['redazione-destinazione-turistica'], []))).toBe(false);
    expect(hasReducedDashboard(user(['redazione-destinazione-turistica'], []))).toBe(true);
    expect(hasReducedDashboard(user(['redazione-destinazione-turistica', 'administrator'], []))).toBe(false);
    expect(hasReducedDashboard(null)).toBe(false);
  });
});

describe('dashboard links', () => {
  it('open the editor route of the entity type, none for unknown types', () => {
    expect(editorHref('news', 12)).toBe('/news/12');
    expect(editorHref('licence', 3)).toBe('/licenze/3');
    expect(editorHref('nope', 1)).toBeNull();
  });

  it('lead each summary card to its list, with the guard of the route it opens', () => {
    expect(summaryLink('media')).toEqual({
      href: '/gallery-frame-entity/true',
      ability: 'media-view',
      redazione: true,
    });
    expect(summaryLink('users')).toEqual({ href: '/users', ability: 'user-view', redazione: false });
    expect(summaryLink('news')).toEqual({ href: '/news', ability: 'news-view', redazione: true });
    expect(summaryLink('destination')).toEqual({ href: '/destinations', ability: 'destination-view', redazione: true });
    // A collection's POIs have no list without its code: the card opens the collections.
    expect(summaryLink('luoghi')).toEqual({
      href: '/punti-interesse',
      ability: 'tipologia-luoghi-view',
      redazione: true,
    });
    // An interest list needs its theme, and the schema names no other list: no link.
    expect(summaryLink('interessi')).toBeNull();
    expect(summaryLink('nope')).toBeNull();
    expect(summaryLink('constructor')).toBeNull();
  });
});
