// Purpose-built editors by message family: each shows some members of the body its own way, and the
// schema form shows the rest.

import type { FamilyEditor } from '../form/family-editor.ts';
import { timecardEditor } from '../timecard/index.ts';

export const familyEditors: Readonly<Record<string, FamilyEditor>> = {
  Timecard: timecardEditor,
};
