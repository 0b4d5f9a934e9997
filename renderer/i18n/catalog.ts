// Every text the UI shows, by key, in both languages: one module per area under messages/.
import type { Entry } from './define.ts';
import type { Language } from './language.ts';
import backups from './messages/backups.ts';
import common from './messages/common.ts';
import placements from './messages/placements.ts';
import settings from './messages/settings.ts';
import week from './messages/week.ts';

export const catalog = {
  ...common,
  ...backups,
  ...settings,
  ...placements,
  ...week,
};

export type MessageKey = keyof typeof catalog;

/** The flat catalog of one language, as react-intl takes it. */
export function messagesFor(language: Language): Record<string, string> {
  return Object.fromEntries(Object.entries(catalog).map(([key, entry]) => [key, (entry as Entry)[language]]));
}
