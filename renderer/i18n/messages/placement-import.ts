// Placements: what a spreadsheet would do, shown before anything is stored or sent.
import { defineMessages } from '../define.ts';

export default defineMessages({
  'sheet.heading': { en: 'Check the import of {file}', nl: 'Controleer de import van {file}' },
  'sheet.summary': {
    en: '{rows, plural, one {# row} other {# rows}}: {new} new, {known} known by their assignment number, {possible} possibly the same worker as a placement already here. Nothing is stored or sent until you import.',
    nl: '{rows, plural, one {# rij} other {# rijen}}: {new} nieuw, {known} bekend aan hun opdrachtnummer, {possible} mogelijk dezelfde medewerker als een plaatsing die er al is. Er wordt niets opgeslagen of verstuurd tot u importeert.',
  },
  'sheet.table': { en: 'Rows of the spreadsheet', nl: 'Rijen van de spreadsheet' },
  'sheet.col.row': { en: 'Row', nl: 'Rij' },
  'sheet.col.worker': { en: 'Worker', nl: 'Medewerker' },
  'sheet.col.customer': { en: 'Customer', nl: 'Klant' },
  'sheet.col.period': { en: 'Period', nl: 'Periode' },
  'sheet.col.found': { en: 'Already here', nl: 'Al aanwezig' },
  'sheet.col.action': { en: 'What happens', nl: 'Wat er gebeurt' },
  'sheet.kind.new': { en: 'New', nl: 'Nieuw' },
  'sheet.kind.known': { en: 'Known', nl: 'Bekend' },
  'sheet.kind.possible': { en: 'Possibly the same worker', nl: 'Mogelijk dezelfde medewerker' },
  'sheet.reason.assignment-number': { en: 'same assignment number', nl: 'zelfde opdrachtnummer' },
  'sheet.reason.personnel-number': { en: 'same personnel number', nl: 'zelfde personeelsnummer' },
  'sheet.reason.name-birth-date': { en: 'same name and birth date', nl: 'zelfde naam en geboortedatum' },
  'sheet.reason.name': { en: 'same name', nl: 'zelfde naam' },
  'sheet.candidate': {
    en: '{worker} at {customer}, {period} ({reason})',
    nl: '{worker} bij {customer}, {period} ({reason})',
  },
  'sheet.choice': { en: 'What to do with row {row} ({worker})', nl: 'Wat te doen met rij {row} ({worker})' },
  'sheet.action.add': { en: 'Add as a new placement', nl: 'Toevoegen als nieuwe plaatsing' },
  'sheet.action.update': {
    en: 'Update {worker} at {customer}, {period}',
    nl: 'Bijwerken: {worker} bij {customer}, {period}',
  },
  'sheet.action.keep': {
    en: 'Keep {worker} at {customer}, {period} (the same)',
    nl: 'Houden: {worker} bij {customer}, {period} (hetzelfde)',
  },
  'sheet.action.skip': { en: 'Skip this row', nl: 'Deze rij overslaan' },
  'sheet.changes': { en: 'Changes: {what}', nl: 'Wijzigt: {what}' },
  'sheet.noChange': { en: 'Nothing changes', nl: 'Er verandert niets' },
  'sheet.aspect.worker': { en: 'worker', nl: 'medewerker' },
  'sheet.aspect.customer': { en: 'customer', nl: 'klant' },
  'sheet.aspect.position': { en: 'position or place of work', nl: 'functie of werkplek' },
  'sheet.aspect.period': { en: 'period', nl: 'periode' },
  'sheet.aspect.rates': { en: 'rates', nl: 'tarieven' },
  'sheet.aspect.schedule': { en: 'schedule', nl: 'rooster' },
  'sheet.aspect.numbers': { en: 'numbers', nl: 'nummers' },
  'sheet.outcome': {
    en: 'Importing adds {created, plural, one {# placement} other {# placements}}, updates {updated}, leaves {unchanged} as they are and skips {skipped}; {assignments, plural, =0 {no assignment goes} one {# assignment goes} other {# assignments go}} to the outbox.',
    nl: 'Importeren voegt {created, plural, one {# plaatsing} other {# plaatsingen}} toe, werkt er {updated} bij, laat er {unchanged} zoals ze zijn en slaat er {skipped} over; {assignments, plural, =0 {er gaat geen opdracht} one {er gaat # opdracht} other {er gaan # opdrachten}} naar de wachtrij.',
  },
  'sheet.confirm': { en: 'Import', nl: 'Importeren' },
  'sheet.cancel': { en: 'Cancel', nl: 'Annuleren' },
  'sheet.cancelled': { en: 'Nothing was imported.', nl: 'Er is niets geïmporteerd.' },
  'sheet.done': {
    en: '{created, plural, one {# placement added} other {# placements added}}, {updated} updated, {unchanged} unchanged, {skipped} skipped.',
    nl: '{created, plural, one {# plaatsing toegevoegd} other {# plaatsingen toegevoegd}}, {updated} bijgewerkt, {unchanged} ongewijzigd, {skipped} overgeslagen.',
  },
});
