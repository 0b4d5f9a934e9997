// Stored (received) messages as the UI links and describes them.
import type { Translate } from '../i18n/intl.tsx';
import { href } from '../router.ts';

/** The address of a stored message's page: `#/messages/<collection path>/<id>`. */
export const messageHref = (collection: string, id: string) =>
  href('messages', ...collection.split('/').filter(Boolean), id);

/** Who sent it: the inbound key's name; none on an open (loopback) server; `import` for files. */
export const senderOf = (owner: string, t: Translate) =>
  owner === '' ? t('sender.open') : owner === 'import' ? t('sender.import') : owner;
