// Stored (received) messages as the UI links and describes them.
import type { Translate } from '../i18n/intl.tsx';
import { href } from '../router.ts';

/** The address of a stored message's page: `#/messages/<collection path>/<id>`. */
export const messageHref = (collection: string, id: string) =>
  href('messages', ...collection.split('/').filter(Boolean), id);

/** What the office server's sender is stored as here (main/sync/office-pull.ts, officeOwner). */
const OFFICE = 'office:';

/**
 * Who sent it: the relation its key belongs to (`relation`, by name) where known, else the inbound
 * key's name; none on an open (loopback) server; `import` for files; and the same, through the office
 * server, for what came down its feed.
 */
export const senderOf = (owner: string, t: Translate, relation?: string): string =>
  owner.startsWith(OFFICE)
    ? t('sender.office', { sender: senderOf(owner.slice(OFFICE.length), t, relation) })
    : owner === ''
      ? t('sender.open')
      : owner === 'import'
        ? t('sender.import')
        : (relation ?? owner);
