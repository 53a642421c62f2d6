// Generated from schemas/proposte-soggiorno.yaml by `npm run generate`. Do not edit by hand:
// change the schema or the generator and run `npm run generate` again.
import { EntityEditor } from '#runtime/EntityEditor.tsx';
import { proposteSoggiornoCalls } from '../../api/proposte_soggiorno';
import { proposteSoggiornoMeta } from './meta';
import { proposteSoggiornoValidators } from './schema';

/** The editor of Stay proposals (/proposte-soggiorno/:id, id 'new' to create). */
export default function ProposteSoggiornoEditor() {
  return (
    <EntityEditor
      meta={proposteSoggiornoMeta}
      validators={proposteSoggiornoValidators}
      calls={proposteSoggiornoCalls}
    />
  );
}
