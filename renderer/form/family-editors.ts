// Purpose-built editors by message family: each shows some members of the body its own way, and the
// schema form shows the rest.
import { timecardEditor } from '../timecard/index.ts';
import type { FamilyEditor } from './family-editor.ts';

export const familyEditors: Readonly<Record<string, FamilyEditor>> = {
  Timecard: timecardEditor,
};
