/** The contacts kind's zod helper. */
import { z } from 'zod';
import { FIELD_LIMITS } from '#core/limits';
import type { ValidationMessageKey as Key } from '#core/messages';
import { CONTACT_TYPES, type ContactType } from '#core/model';
import {
  bounded,
  entryOrder,
  isEmail,
  isPhone,
  isUrl,
  presence,
  rowId,
  TRIM_ALLOWANCE,
  typeError,
  type Presence,
} from '#core/validation';

const CONTACT_CHECKS: Readonly<Record<ContactType, { test: (value: string) => boolean; message: Key }>> = {
  email: { test: isEmail, message: 'email' },
  website: { test: isUrl, message: 'url' },
  telephone: { test: isPhone, message: 'specialCharacters' },
  fax: { test: isPhone, message: 'specialCharacters' },
  whatsapp: { test: isPhone, message: 'specialCharacters' },
};

/** A contact list: typed values (email, website, telephone, fax, whatsapp), each required. */
export function contacts(options: Presence & { readonly max: number; readonly types: readonly ContactType[] }) {
  const entry = z
    .strictObject({
      id: rowId.optional(),
      order: entryOrder.optional(),
      label: bounded(FIELD_LIMITS.shortText + TRIM_ALLOWANCE)
        .trim()
        .max(255, { message: 'maxLength' satisfies Key })
        .optional(),
      type: z.enum(CONTACT_TYPES, { error: 'option' satisfies Key }),
      value: bounded(FIELD_LIMITS.url).trim(),
    })
    .superRefine((contact, ctx) => {
      if (!options.types.includes(contact.type)) {
        ctx.addIssue({ code: 'custom', path: ['type'], message: 'option' satisfies Key });
        return;
      }
      const check = CONTACT_CHECKS[contact.type];
      if (contact.value === '') ctx.addIssue({ code: 'custom', path: ['value'], message: 'required' satisfies Key });
      else if (!check.test(contact.value)) ctx.addIssue({ code: 'custom', path: ['value'], message: check.message });
    });
  const schema = z.array(entry, { error: typeError }).max(options.max, { message: 'tooManyItems' satisfies Key });
  return presence(schema, (value) => value.length === 0, options);
}
