/**
 * Groups: normally resolved by the editor into their members' widgets; if a group is passed as a
 * field, its members are shown in a fieldset (`../list/ListInput.tsx`).
 */
import type { JSX } from 'react';
import { GroupFieldInput } from '../list/ListInput';
import type { KindProps, EmptyValue } from '../host/admin';

export function Widget({ field, name, language, disabled }: KindProps<'group'>): JSX.Element {
  return <GroupFieldInput field={field} name={name} language={language} disabled={disabled === true} />;
}

/** The value of a new item's field (defaults of the schema applied). */
export const empty: EmptyValue<'group'> = (field, context) =>
  // Members held per language start absent: their value is a map of languages, filled as typed.
  Object.fromEntries(
    field.fields.filter((member) => !member.perLanguage).map((member) => [member.name, context.member(member)]),
  );
