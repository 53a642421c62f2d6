/**
 * The UI language of the admin (Italian by default; English is the smaller message set). It is
 * kept in local storage, sent as `accept-language` on every call, and read by `useT()`.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { Label } from '#core/model';
import { UI_LANGUAGES, type UiLanguage } from '#core/languages';
import { setApiLanguage } from '#api/mutator.ts';
import { loadUiLanguage, translate, uiLanguageLoaded, type MessageKey } from './index';

export const UI_LANGUAGE_STORAGE_KEY = 'ui_language';

function storedLanguage(): UiLanguage {
  try {
    const value = globalThis.localStorage?.getItem(UI_LANGUAGE_STORAGE_KEY);
    return (UI_LANGUAGES as readonly string[]).includes(value ?? '') ? (value as UiLanguage) : 'it';
  } catch {
    return 'it';
  }
}

interface I18nValue {
  readonly language: UiLanguage;
  readonly setLanguage: (language: UiLanguage) => void;
}

const I18nContext = createContext<I18nValue>({ language: 'it', setLanguage: () => undefined });

export function I18nProvider({ children, language: fixed }: { children: ReactNode; language?: UiLanguage }) {
  const [language, setState] = useState<UiLanguage>(() => fixed ?? storedLanguage());
  // A language other than Italian is loaded before anything renders in it (a moment, once).
  const [ready, setReady] = useState(() => uiLanguageLoaded(language));
  useEffect(() => {
    if (ready) return;
    let live = true;
    void loadUiLanguage(language)
      .catch(() => undefined)
      .then(() => {
        if (live) setReady(true);
      });
    return () => {
      live = false;
    };
  }, [language, ready]);
  setApiLanguage(language);
  const setLanguage = useCallback((next: UiLanguage) => {
    try {
      globalThis.localStorage?.setItem(UI_LANGUAGE_STORAGE_KEY, next);
    } catch {
      // Storage unavailable: the choice lasts for this page only.
    }
    // Switched once its messages are here (a failed load switches anyway: Italian texts, English API answers).
    void loadUiLanguage(next)
      .catch(() => undefined)
      .then(() => {
        setApiLanguage(next);
        setState(next);
      });
  }, []);
  const value = useMemo(() => ({ language, setLanguage }), [language, setLanguage]);
  if (!ready) return null;
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useUiLanguage(): I18nValue {
  return useContext(I18nContext);
}

export type Translate = (key: MessageKey, params?: Readonly<Record<string, string | number>>) => string;

/** `t(key, params)` in the current UI language. */
export function useT(): Translate {
  const { language } = useUiLanguage();
  return useCallback((key, params) => translate(key, language, params), [language]);
}

/** A schema label (`{it, en}`) in the current UI language. */
export function useLabel(): (label: Label) => string {
  const { language } = useUiLanguage();
  return useCallback((label: Label) => label[language] || label.it, [language]);
}
