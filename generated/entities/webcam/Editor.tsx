// Generated from schemas/webcam.yaml by `npm run generate`. Do not edit by hand:
// change the schema or the generator and run `npm run generate` again.
import { EntityEditor } from '#runtime/EntityEditor.tsx';
import { webcamCalls } from '../../api/webcam';
import { webcamMeta } from './meta';
import { webcamValidators } from './schema';

/** The editor of Webcams (/webcam/:id, id 'new' to create). */
export default function WebcamEditor() {
  return <EntityEditor meta={webcamMeta} validators={webcamValidators} calls={webcamCalls} />;
}
