// When the Workbench's own database cannot be written: damaged, or the disk full.
import { defineMessages } from '../define.ts';

export default defineMessages({
  'store.damaged': {
    en: 'The Workbench’s database is damaged.',
    nl: 'De database van de Workbench is beschadigd.',
  },
  'store.damaged.next': {
    en: 'Nothing more is saved until it is restored from a backup; the details say which backup and how.',
    nl: 'Er wordt niets meer opgeslagen tot hij is teruggezet uit een back-up; de details noemen welke en hoe.',
  },
  'store.full': { en: 'The disk is full.', nl: 'De schijf is vol.' },
  'store.full.next': {
    en: 'Nothing was saved. What was saved before is safe; free some space and try again.',
    nl: 'Er is niets opgeslagen. Wat eerder is opgeslagen, blijft bewaard; maak ruimte vrij en probeer het opnieuw.',
  },
});
