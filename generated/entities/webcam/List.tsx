// Generated from schemas/webcam.yaml by `npm run generate`. Do not edit by hand:
// change the schema or the generator and run `npm run generate` again.
import { EntityList } from '#runtime/EntityList.tsx';
import { webcamCalls } from '../../api/webcam';
import { webcamMeta } from './meta';

/** The list screen of Webcams (/webcam). */
export default function WebcamList() {
  return <EntityList meta={webcamMeta} calls={webcamCalls} />;
}
