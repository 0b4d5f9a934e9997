// Every text the UI shows, by key, in both languages: one module per area under messages/.
import type { Entry, Language } from './define.ts';
import common from './messages/common.ts';
import counterparties from './messages/counterparties.ts';
import drafts from './messages/drafts.ts';
import editor from './messages/editor.ts';
import errors from './messages/errors.ts';
import families from './messages/families.ts';
import form from './messages/form.ts';
import inbox from './messages/inbox.ts';
import invoices from './messages/invoices.ts';
import invoicing from './messages/invoicing.ts';
import lists from './messages/lists.ts';
import office from './messages/office.ts';
import orders from './messages/orders.ts';
import placementEnding from './messages/placement-ending.ts';
import placementImport from './messages/placement-import.ts';
import placements from './messages/placements.ts';
import readable from './messages/readable.ts';
import settings from './messages/settings.ts';
import settingsPage from './messages/settings-page.ts';
import signIn from './messages/sign-in.ts';
import start from './messages/start.ts';
import store from './messages/store.ts';
import sync from './messages/sync.ts';
import timecard from './messages/timecard.ts';
import week from './messages/week.ts';

export const catalog = {
  ...common,
  ...settings,
  ...store,
  ...placements,
  ...placementImport,
  ...placementEnding,
  ...orders,
  ...week,
  ...families,
  ...lists,
  ...errors,
  ...sync,
  ...drafts,
  ...inbox,
  ...editor,
  ...form,
  ...readable,
  ...counterparties,
  ...start,
  ...settingsPage,
  ...timecard,
  ...office,
  ...signIn,
  ...invoicing,
  ...invoices,
};

export type MessageKey = keyof typeof catalog;

/** The flat catalog of one language, as react-intl takes it. */
export function messagesFor(language: Language): Record<string, string> {
  return Object.fromEntries(Object.entries(catalog).map(([key, entry]) => [key, (entry as Entry)[language]]));
}
