/**
 * The settings screens (`generated/settings/routes.ts`, one per schema under
 * `schemas/settings/`): '/home-settings', '/home-settings-extra', '/megamenu'... each opened with
 * its schema's view ability and loaded on demand.
 */
import { createElement } from 'react';
import type { RouteObject } from 'react-router-dom';
import { settingsRoutes } from '../../../generated/settings/routes';
import type { ScreenHandle } from '../../runtime/types';

export const settingsScreenRoutes: RouteObject[] = settingsRoutes.map((route) => ({
  path: route.route,
  handle: { title: route.label, ability: `${route.ability}-view` } satisfies ScreenHandle,
  lazy: async () => {
    const [{ SettingsEditor }, screen] = await Promise.all([import('../../runtime/SettingsEditor'), route.load()]);
    return { Component: () => createElement(SettingsEditor, { screen }) };
  },
}));
