/**
 * Contacts (a JSON array): a reader sees one contact a line, 'label: value', or the type's name
 * when the contact has no label ('Telefono: +39 ...').
 */
import { CONTACT_TYPE_NAMES, CONTACT_TYPES, type ContactType } from '#core/model';
import type { KindReading } from '../host/readable';
import { readContacts } from './contacts';

function isContactType(type: string): type is ContactType {
  return (CONTACT_TYPES as readonly string[]).includes(type);
}

export const readable: KindReading<'contacts'> | null = (_field, value, language) => {
  const lines = readContacts(value).flatMap((contact) => {
    const text = contact.value.trim();
    if (text === '') return [];
    const label = typeof contact.label === 'string' ? contact.label.trim() : '';
    const name = label || (isContactType(contact.type) ? CONTACT_TYPE_NAMES[contact.type][language] : contact.type);
    return [`${name}: ${text}`];
  });
  return lines.length > 0 ? lines.join('\n') : null;
};
