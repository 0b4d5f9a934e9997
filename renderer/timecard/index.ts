// The timecard's editor as the draft editor takes it: the line members it shows (the registry's line
// kinds of Timecard: time intervals and allowances) and its component.

import { ALLOWANCES, TIME_LINES } from '../../shared/timecard/lines.ts';
import type { FamilyEditor } from '../form/family-editor.ts';
import { TimecardEditor } from './timecard-editor.tsx';

export const timecardEditor: FamilyEditor = {
  members: [TIME_LINES, ALLOWANCES],
  component: TimecardEditor,
};
