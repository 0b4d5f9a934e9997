// Drafts: the list, starting a new one, and importing SETU files.
import { defineMessages } from '../define.ts';

export default defineMessages({
  'drafts.heading': { en: 'Drafts', nl: 'Concepten' },
  'drafts.list': { en: 'Drafts', nl: 'Concepten' },
  'drafts.search': { en: 'Search drafts', nl: 'Concepten doorzoeken' },
  'drafts.empty': {
    en: 'No drafts yet: start one, or drop SETU files here.',
    nl: 'Nog geen concepten: begin er een, of sleep SETU-bestanden hierheen.',
  },
  'drafts.duplicate': { en: 'Duplicate', nl: 'Kopiëren' },
  'drafts.duplicateOf': { en: 'Duplicate {title}', nl: '{title} kopiëren' },
  'drafts.delete': { en: 'Delete', nl: 'Verwijderen' },
  'drafts.deleteOf': { en: 'Delete {title}', nl: '{title} verwijderen' },
  'drafts.deleteConfirm': {
    en: 'Delete the draft "{title}"? This cannot be undone.',
    nl: 'Het concept "{title}" verwijderen? Dit kan niet ongedaan worden gemaakt.',
  },
  'drafts.new.family': { en: 'New draft family', nl: 'Soort nieuw concept' },
  'drafts.new.template': { en: 'From template', nl: 'Met voorbeeldgegevens' },
  'drafts.new': { en: 'New draft', nl: 'Nieuw concept' },
  'import.files': { en: 'Import files…', nl: 'Bestanden importeren…' },
  'import.busy': { en: 'Importing…', nl: 'Bezig met importeren…' },
  'import.as': { en: 'Import as', nl: 'Importeren als' },
  'import.asDrafts': { en: 'as drafts', nl: 'als concepten' },
  'import.asReceived': { en: 'as received messages', nl: 'als ontvangen berichten' },
  'import.pickTitle': { en: 'Import SETU files', nl: 'SETU-bestanden importeren' },
  'import.dropHint': {
    en: 'Drop SETU files (JSON or XML) to import them as drafts',
    nl: 'Laat SETU-bestanden (JSON of XML) los om ze als concepten te importeren',
  },
  'import.dropHintReceived': {
    en: 'Drop SETU files (JSON or XML) to import them as received messages',
    nl: 'Laat SETU-bestanden (JSON of XML) los om ze als ontvangen berichten te importeren',
  },
  'import.results': { en: 'Import results', nl: 'Resultaat van de import' },
  'import.summary': {
    en: 'Imported {ok} of {count, plural, one {# file} other {# files}}',
    nl: '{ok} van {count, plural, one {# bestand} other {# bestanden}} geïmporteerd',
  },
  'import.failedCount': { en: '; {failed} failed', nl: '; {failed} mislukt' },
  'import.dismiss': { en: 'Dismiss', nl: 'Sluiten' },
  'import.draft': { en: '{family} draft', nl: 'Concept {family}' },
  'import.valid': { en: 'valid', nl: 'in orde' },
  'import.received': { en: 'Received', nl: 'Ontvangen' },
  'import.failed': { en: 'The import failed.', nl: 'De import is mislukt.' },
  'import.notRead': { en: 'This file could not be read.', nl: 'Dit bestand kon niet worden gelezen.' },
  'import.code.unsafe-xml': {
    en: 'The file holds XML that is not accepted for safety.',
    nl: 'Het bestand bevat XML die om veiligheidsredenen niet wordt aangenomen.',
  },
  'import.code.too-much': {
    en: 'The file holds far more than any SETU message does.',
    nl: 'Het bestand bevat veel meer dan welk SETU-bericht ook.',
  },
  'import.code.extra': {
    en: 'The file holds something a SETU message cannot have: a field given twice, or an XML attribute.',
    nl: 'Het bestand bevat iets wat een SETU-bericht niet kan hebben: een veld dat twee keer voorkomt, of een XML-attribuut.',
  },
  'import.code.parse': {
    en: 'The file is not valid JSON or XML.',
    nl: 'Het bestand is geen geldige JSON of XML.',
  },
  'import.code.type': {
    en: 'It is not clear what kind of SETU message this is.',
    nl: 'Het is niet duidelijk wat voor SETU-bericht dit is.',
  },
  'import.code.invalid': {
    en: 'The message does not meet the SETU standard:',
    nl: 'Het bericht voldoet niet aan de SETU-standaard:',
  },
});
