// Settings: My agency, the language, and the names of hour and allowance types; a customer's details.
import { defineMessages } from '../define.ts';

export default defineMessages({
  'agency.heading': { en: 'My agency', nl: 'Mijn bureau' },
  'agency.intro': {
    en: 'Your agency as customers know it. It is filled in as the supplier of every new message.',
    nl: 'Uw bureau zoals klanten het kennen. Het wordt als leverancier ingevuld in elk nieuw bericht.',
  },
  'party.name': { en: 'Name', nl: 'Naam' },
  'party.customerName': { en: "Customer's name", nl: 'Naam van de klant' },
  'party.kvk': { en: 'Chamber of Commerce (KvK) number', nl: 'KvK-nummer' },
  'party.btw': { en: 'VAT (BTW) number', nl: 'Btw-nummer' },
  'party.supplierNumber': {
    en: 'Our supplier number at this customer',
    nl: 'Ons leveranciersnummer bij deze klant',
  },
  'party.customerNumber': { en: "The customer's own number", nl: 'Eigen nummer van de klant' },
  'party.heading': { en: 'Customer details', nl: 'Gegevens van de klant' },
  'party.hint': {
    en: 'Filled in as the customer of the assignments and timecards that go to this back office.',
    nl: 'Wordt ingevuld als klant in de opdrachten en urenbriefjes voor dit systeem.',
  },
  'agency.saved': { en: 'My agency is saved.', nl: 'Mijn bureau is opgeslagen.' },
  'language.heading': { en: 'Language', nl: 'Taal' },
  'language.label': { en: 'Language of the Workbench', nl: 'Taal van de Workbench' },
  // Each language by its own name, as people look for it in any language.
  'language.nl': { en: 'Nederlands', nl: 'Nederlands' },
  'language.en': { en: 'English', nl: 'English' },
  'types.heading': { en: 'Hour and allowance types', nl: 'Uur- en vergoedingssoorten' },
  'types.intro': {
    en: 'The names shown for the codes that timecards carry. A placement’s own rates are listed first wherever a type is chosen.',
    nl: 'De namen bij de codes die urenbriefjes bevatten. De tarieven van een plaatsing staan bovenaan waar u een soort kiest.',
  },
  'types.kind': { en: 'Kind', nl: 'Soort' },
  'types.kind.hours': { en: 'Hours', nl: 'Uren' },
  'types.kind.allowance': { en: 'Allowance', nl: 'Vergoeding' },
  'types.code': { en: 'Code', nl: 'Code' },
  'types.nl': { en: 'Dutch name', nl: 'Nederlandse naam' },
  'types.en': { en: 'English name', nl: 'Engelse naam' },
  'types.add': { en: 'Add a type of your own', nl: 'Eigen soort toevoegen' },
  'types.addSetu': {
    en: 'Add an hour type from SETU’s list',
    nl: 'Uursoort uit de lijst van SETU toevoegen',
  },
  'types.addSetu.choose': { en: 'Choose a type…', nl: 'Kies een soort…' },
  'types.percent': { en: 'Percentage of the rate', nl: 'Percentage van het tarief' },
  'types.removeOne': { en: 'Remove {code}', nl: '{code} verwijderen' },
  'types.saved': { en: 'The types are saved.', nl: 'De soorten zijn opgeslagen.' },
});
