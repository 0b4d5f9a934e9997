// The lines of a timecard in words, hours and allowances, and the files that go with messages:
// receipts, CVs and other attachments.
import { type FieldWords, w } from './field-words.ts';

const lineNumber = (of: string, van: string): FieldWords['help'] => [
  `The number of this ${of}, unique within the message: 1, 2, 3 or a code of your own.`,
  `Het nummer van deze ${van}, uniek binnen het bericht: 1, 2, 3 of een eigen code.`,
];

export const timecardWords: Record<string, FieldWords> = {
  timeInterval: w(
    'Hours',
    'Uren',
    ['Each line is hours of one kind on one day.', 'Elke regel is uren van één soort op één dag.'],
    ['time line', 'tijdregel'],
  ),
  'timeInterval/id': w('Numbers', 'Nummers', lineNumber('line', 'regel'), ['number', 'nummer']),
  'timeInterval/period': w('Period', 'Periode', [
    'The day, and the times work began and ended.',
    'De dag, en de tijden waarop het werk begon en eindigde.',
  ]),
  typeCode: w('Kind', 'Soort', [
    'The kind of hours or allowance, as agreed with the customer (such as HT100 for normal hours).',
    'De soort uren of vergoeding, zoals afgesproken met de klant (zoals HT100 voor normale uren).',
  ]),
  'typeCode/value': w('Code', 'Code', [
    'The code from the list agreed with the customer.',
    'De code uit de lijst die met de klant is afgesproken.',
  ]),
  timeTotal: w('Hours worked', 'Gewerkte uren', [
    'Hours worked, without the break: 8.00 for a day from 9:00 to 17:30 with half an hour off.',
    'Gewerkte uren zonder pauze: 8,00 voor een dag van 9:00 tot 17:30 met een half uur pauze.',
  ]),
  dayAssignment: w('Working day', 'Werkdag', [
    'The day the hours count for; for a night shift, the day it began.',
    'De dag waarvoor de uren tellen; bij een nachtdienst de dag waarop die begon.',
  ]),
  homeOfficeIndicator: w('Where', 'Waar', ['At home or at the office.', 'Thuis of op kantoor.']),
  allowance: w(
    'Allowances',
    'Vergoedingen',
    [
      'Expenses and allowances, such as travel costs, meals or a shift allowance.',
      'Onkosten en toeslagen, zoals reiskosten, maaltijden of een ploegentoeslag.',
    ],
    ['allowance', 'vergoeding'],
  ),
  'allowance/id': w('Numbers', 'Nummers', lineNumber('allowance', 'vergoeding'), ['number', 'nummer']),
  allowances: w(
    'Allowances',
    'Vergoedingen',
    [
      'The allowances that count in this base, when not all of them do.',
      'De toeslagen die in deze grondslag meetellen, als ze niet allemaal meetellen.',
    ],
    ['allowance', 'vergoeding'],
  ),
  quantity: w('Quantity', 'Aantal', [
    'How many, such as kilometres driven or meals.',
    'Hoeveel, zoals gereden kilometers of maaltijden.',
  ]),
  'quantity/value': w('Quantity', 'Aantal', [
    'A number, such as 42 for 42 km.',
    'Een getal, zoals 42 voor 42 km.',
  ]),
  attachment: w('Attachment', 'Bijlage', [
    'A receipt or other document (PDF, PNG or JPEG).',
    'Een bon of ander document (pdf, png of jpeg).',
  ]),
  url: w('Link', 'Link', [
    'A web address where the document can be opened, instead of the file itself.',
    'Een webadres waar het document te openen is, in plaats van het bestand zelf.',
  ]),
  content: w('Contents', 'Inhoud', [
    'The document itself, sent along in the message.',
    'Het document zelf, meegestuurd in het bericht.',
  ]),
  'content/value': w('File', 'Bestand', [
    'The file written out as base64 text, as a program writes it; a link is easier to give.',
    'Het bestand uitgeschreven als base64-tekst, zoals een programma dat doet; een link is eenvoudiger.',
  ]),
  mimeType: w('File type', 'Bestandssoort', [
    'Such as application/pdf for a PDF or image/jpeg for a photo.',
    'Zoals application/pdf voor een pdf of image/jpeg voor een foto.',
  ]),
  document: w('Document', 'Document', [
    'The file written out as base64 text, as a program writes it.',
    'Het bestand uitgeschreven als base64-tekst, zoals een programma dat doet.',
  ]),
  filename: w('File name', 'Bestandsnaam', [
    "The file's name with its extension, such as parking-receipt.pdf.",
    'De naam van het bestand met de extensie, zoals bon-parkeren.pdf.',
  ]),
  'mime type': w('File type', 'Bestandssoort', [
    'What the file is: application/pdf for a PDF, image/png or image/jpeg for a picture.',
    'Wat voor bestand het is: application/pdf voor een pdf, image/png of image/jpeg voor een afbeelding.',
  ]),
};
