// The planning messages in words: the shifts a customer asks for or a worker is planned on, the breaks
// in them, when a worker can work, and who should work together.
import { type FieldWords, w } from './field-words.ts';

const repeating = ['repeating line', 'terugkerende regel'] as const;
const single = ['single line', 'losse regel'] as const;
const exceptionOrExtra: FieldWords['help'] = [
  'An exception to a repeating line, or an occasional line of its own.',
  'Een uitzondering op een terugkerende regel, of een losse regel op zichzelf.',
];
const hoursAvailable: FieldWords['help'] = [
  'For how many hours this holds, breaks included.',
  'Voor hoeveel uur dit geldt, pauzes inbegrepen.',
];

export const planningWords: Record<string, FieldWords> = {
  actionCode: w('Action', 'Actie', [
    'What the receiver does with it: POST adds, PUT replaces, DELETE removes, GET asks for how it stands.',
    'Wat de ontvanger ermee doet: POST voegt toe, PUT vervangt, DELETE verwijdert, GET vraagt hoe het ervoor staat.',
  ]),
  planningRequestReference: w('Planning request', 'Planningsaanvraag', [
    'The planning request this planning answers.',
    'De planningsaanvraag waarop deze planning antwoordt.',
  ]),
  'planningRequestReference/documentId': w('Document number', 'Documentnummer', [
    'The number of the planning request, as the customer wrote it.',
    'Het nummer van de planningsaanvraag, zoals de klant het schreef.',
  ]),
  periodicPlanningLine: w(
    'Repeating planning lines',
    'Terugkerende planningsregels',
    [
      'Shifts that come back every week on the same day, one line for each day.',
      'Diensten die elke week op dezelfde dag terugkomen, één regel per dag.',
    ],
    repeating,
  ),
  singlePlanningLine: w(
    'Single planning lines',
    'Losse planningsregels',
    [
      'A shift on one date: an exception to a repeating line, or an extra shift.',
      'Een dienst op één datum: een uitzondering op een terugkerende regel, of een extra dienst.',
    ],
    single,
  ),
  periodicAvailabilityLine: w(
    'Repeating availability',
    'Terugkerende beschikbaarheid',
    [
      'When the worker can, cannot or would rather not work, every week or every month.',
      'Wanneer de medewerker kan, niet kan of liever niet werkt, elke week of elke maand.',
    ],
    repeating,
  ),
  singleAvailabilityLine: w(
    'Single availability',
    'Losse beschikbaarheid',
    [
      'Availability on particular dates: an exception to the repeating lines, or extra.',
      'Beschikbaarheid op bepaalde datums: een uitzondering op de terugkerende regels, of extra.',
    ],
    single,
  ),
  periodicPlanningLineReference: w('Repeating line referred to', 'Verwezen terugkerende regel', [
    'The repeating line this single line is an exception to.',
    'De terugkerende regel waarop deze losse regel een uitzondering is.',
  ]),
  periodicAvailabilityLineReference: w(
    'Repeating availability referred to',
    'Verwezen terugkerende beschikbaarheid',
    [
      'The repeating availability this single line is an exception to.',
      'De terugkerende beschikbaarheid waarop deze losse regel een uitzondering is.',
    ],
  ),
  'periodicPlanningLineReference/lineId': w('Line number', 'Regelnummer', [
    'The number of that repeating line, as given there.',
    'Het nummer van die terugkerende regel, zoals daar opgegeven.',
  ]),
  'periodicAvailabilityLineReference/lineId': w('Line number', 'Regelnummer', [
    'The number of that repeating line, as given there.',
    'Het nummer van die terugkerende regel, zoals daar opgegeven.',
  ]),
  planningLineName: w('Name of the line', 'Naam van de regel', [
    'A short name that sums the line up, such as a shift code.',
    'Een korte naam die de regel samenvat, zoals een dienstcode.',
  ]),
  planningPeriod: w('Planning period', 'Planningsperiode', [
    'The day of the week the shift falls on.',
    'De dag van de week waarop de dienst valt.',
  ]),
  singlePlanningType: w('Kind of line', 'Soort regel', exceptionOrExtra),
  singleAvailabilityType: w('Kind of line', 'Soort regel', exceptionOrExtra),
  hours: w('Hours', 'Uren', [
    'The hours of work in this shift, without breaks, such as 7.5.',
    'De uren werk in deze dienst, zonder pauzes, zoals 7,5.',
  ]),
  'periodicAvailabilityLine/hours': w('Hours', 'Uren', hoursAvailable),
  'singleAvailabilityLine/hours': w('Hours', 'Uren', hoursAvailable),
  assignedStatus: w('Status', 'Status', [
    'Yes when the worker is placed; no when the planning is shared before anyone is placed.',
    'Ja als de medewerker is geplaatst; nee als de planning al wordt gedeeld voordat er iemand is geplaatst.',
  ]),
  availabilityStatus: w('Availability', 'Beschikbaarheid', [
    'Whether the worker can work then: available, not available, or rather not.',
    'Of de medewerker dan kan werken: beschikbaar, niet beschikbaar of liever niet.',
  ]),
  availabilityComment: w('Comment on availability', 'Opmerking bij beschikbaarheid', [
    'Why, in a few words, such as "school on Tuesdays".',
    'Waarom, in een paar woorden, zoals "dinsdags school".',
  ]),
  availabilityPeriod: w('Available', 'Beschikbaar', [
    'How often this comes back: every day, week, four weeks or month, or on one day of the week.',
    'Hoe vaak dit terugkomt: elke dag, week, vier weken of maand, of op één dag van de week.',
  ]),
  breaks: w(
    'Breaks',
    'Pauzes',
    [
      'When the worker has a break in this shift, and whether it is paid.',
      'Wanneer de medewerker in deze dienst pauze heeft, en of die betaald wordt.',
    ],
    ['break', 'pauze'],
  ),
  breakTrigger: w('Break after', 'Pauze na', [
    'A break after a number of hours of work, instead of at set times.',
    'Een pauze na een aantal uren werk, in plaats van op vaste tijden.',
  ]),
  'breakTrigger/hours': w('Hours', 'Uren', [
    'After how many hours of work, such as 4.5.',
    'Na hoeveel uur werk, zoals 4,5.',
  ]),
  breakDuration: w('Length of the break', 'Duur van de pauze', [
    'Hours and minutes, such as 00:30 for half an hour.',
    'Uren en minuten, zoals 00:30 voor een half uur.',
  ]),
  paidOrUnpaid: w('Paid or unpaid', 'Betaald of onbetaald', [
    'Whether the worker is paid for the break.',
    'Of de medewerker de pauze betaald krijgt.',
  ]),
  relatedWorker: w(
    'Related workers',
    'Gerelateerde medewerkers',
    [
      'Other workers to plan together with this one, as a wish or as a must.',
      'Andere medewerkers om samen mee in te plannen, als wens of als eis.',
    ],
    ['worker', 'medewerker'],
  ),
  relatedWorkerType: w('Kind of relation', 'Soort relatie', [
    'A wish (preferred) or a must (required).',
    'Een wens (bij voorkeur) of een eis (verplicht).',
  ]),
};
