/**
 * One send of an item to the data hub through the generated client (`tdh/invia/{id}?lang=`), as an
 * outcome that never rejects: the hub's answer, or the API's refusal (not configured, not
 * published, a lost connection) told as an error outcome.
 */
import type { UiLanguage } from '#core/languages';
import type { TdhLanguage } from '#core/tdh';
import { ApiError } from '#api/errors.ts';
import { sendTdhItem } from '../../../generated/api/platform';
import { translate } from '../../i18n/index';
import { errorText } from '../../ui/feedback';
import { isTdhEntity } from './links';
import { failureOf, outcomeOf, type SendOutcome } from './tdh';

/** An item of the hub's lists: its entity and id. */
export interface TdhItemRef {
  readonly entity: string;
  readonly id: number;
}

export async function sendToHub(item: TdhItemRef, lang: TdhLanguage, language: UiLanguage): Promise<SendOutcome> {
  const fallback = translate('error.generic', language);
  try {
    const answer = await sendTdhItem(item.id, { lang, ...(isTdhEntity(item.entity) ? { entity: item.entity } : {}) });
    return outcomeOf(answer, fallback);
  } catch (error) {
    const status = error instanceof ApiError && error.status > 0 ? error.status : null;
    return failureOf(status, errorText(error, language), fallback);
  }
}
