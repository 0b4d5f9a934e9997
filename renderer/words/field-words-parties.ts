// The parties to a message in words: the agency and the customer, their registered numbers and
// branches, contact persons, and how to reach people (phone, e-mail, addresses).
import { type FieldWords, w } from './field-words.ts';

const someoneElse = (what: string, wat: string): FieldWords['help'] => [
  `Whose ${what} this is, when it is not the person's own.`,
  `Van wie dit ${wat} is, als het niet van de persoon zelf is.`,
];

export const partyWords: Record<string, FieldWords> = {
  supplier: w('Supplier (agency)', 'Leverancier (bureau)', [
    'The staffing agency that supplies the worker: filled in from My agency.',
    'Het uitzendbureau dat de medewerker levert: ingevuld vanuit Mijn bureau.',
  ]),
  customer: w('Customer', 'Klant', [
    'The organisation the work is done for.',
    'De organisatie waarvoor het werk wordt gedaan.',
  ]),
  'customer/name': w('Name', 'Naam', [
    'The name of the organisation, as in the trade register.',
    'De naam van de organisatie, zoals in het Handelsregister.',
  ]),
  legalId: w('Chamber of Commerce number', 'KvK-nummer', [
    'The number in the trade register (KvK), or another legal number of the organisation.',
    'Het nummer in het Handelsregister (KvK), of een ander wettelijk nummer van de organisatie.',
  ]),
  'legalId/value': w('Number', 'Nummer', [
    'The number itself: eight digits for a KvK number, nine for a citizen service number.',
    'Het nummer zelf: acht cijfers voor een KvK-nummer, negen voor een burgerservicenummer.',
  ]),
  taxId: w('VAT number', 'Btw-nummer', [
    'The VAT identification number the tax authorities gave the organisation.',
    'Het btw-identificatienummer dat de Belastingdienst de organisatie gaf.',
  ]),
  'taxId/value': w('Number', 'Nummer', [
    'Written as on invoices, such as NL123456789B01.',
    'Geschreven zoals op facturen, bijvoorbeeld NL123456789B01.',
  ]),
  establishment: w('Branch', 'Vestiging', [
    'The part of the organisation (department, site) the message concerns.',
    'Het deel van de organisatie (afdeling, locatie) waarover het bericht gaat.',
  ]),
  responsibilityCode: w('Kind of branch', 'Soort vestiging', [
    'At which level of the organisation the branch is, such as a department.',
    'Op welk niveau van de organisatie de vestiging zit, zoals een afdeling.',
  ]),
  'responsibilityCode/value': w('Kind', 'Soort', [
    'Usually a department; another level only as agreed with the customer.',
    'Meestal een afdeling; een ander niveau alleen als dat met de klant is afgesproken.',
  ]),
  personContacts: w(
    'Contact persons',
    'Contactpersonen',
    [
      'The people to contact about this message, such as the supervisor on the work floor.',
      'De mensen bij wie u terechtkunt over dit bericht, zoals de leidinggevende op de werkvloer.',
    ],
    ['contact person', 'contactpersoon'],
  ),
  'personContacts/name': w('Name', 'Naam', [
    'Who the contact person is: the full name as you would write it on a letter.',
    'Wie de contactpersoon is: de volledige naam zoals u die op een brief schrijft.',
  ]),
  roleCode: w('Role', 'Rol', [
    'What the person does for this message, such as Supervisor, FirstDayContact or AuthorizedBy.',
    'Wat de persoon voor dit bericht doet, zoals Supervisor, FirstDayContact of AuthorizedBy.',
  ]),
  positionTitle: w('Job title', 'Functienaam', [
    'As on a business card, such as "Warehouse manager".',
    'Zoals op een visitekaartje, bijvoorbeeld "Magazijnchef".',
  ]),
  communication: w('Contact details', 'Contactgegevens', [
    'Phone numbers and e-mail addresses, and for a worker the postal address.',
    'Telefoonnummers en e-mailadressen, en bij een medewerker het postadres.',
  ]),
  phone: w(
    'Phone numbers',
    'Telefoonnummers',
    ['The numbers on which the person can be reached.', 'De nummers waarop de persoon bereikbaar is.'],
    ['phone number', 'telefoonnummer'],
  ),
  formattedNumber: w('Number', 'Nummer', [
    'With the country code, such as +31 6 12345678.',
    'Met het landnummer ervoor, zoals +31 6 12345678.',
  ]),
  'phone/name': w('Name', 'Naam', someoneElse('number', 'nummer')),
  email: w(
    'E-mail addresses',
    'E-mailadressen',
    ['The addresses at which the person can be reached.', 'De adressen waarop de persoon bereikbaar is.'],
    ['e-mail address', 'e-mailadres'],
  ),
  'email/address': w('E-mail address', 'E-mailadres', [
    'Such as j.jansen@example.nl.',
    'Zoals j.jansen@voorbeeld.nl.',
  ]),
  'email/name': w('Name', 'Naam', someoneElse('address', 'adres')),
  useCode: w('Use', 'Gebruik', ['Business or private.', 'Zakelijk of privé.']),
  address: w('Address', 'Adres', [
    'The postal address: where letters for the worker go.',
    'Het postadres: waar post voor de medewerker naartoe gaat.',
  ]),
  residenceAddress: w('Home address', 'Woonadres', [
    'Where the worker lives; only when it differs from the postal address.',
    'Waar de medewerker woont; alleen als dat afwijkt van het postadres.',
  ]),
  streetName: w('Street', 'Straat', ['Without the house number.', 'Zonder huisnummer.']),
  houseNumber: w('House number', 'Huisnummer', [
    'Digits only; a letter or other suffix goes in Addition.',
    'Alleen cijfers; een letter of andere toevoeging gaat bij Toevoeging.',
  ]),
  houseNumberAddition: w('Addition', 'Toevoeging', ['Such as "A" or "bis".', 'Zoals "A" of "bis".']),
  buildingAddition: w('Building', 'Gebouw', [
    'The floor, room or wing within the building, such as "2nd floor".',
    'De verdieping, kamer of vleugel in het gebouw, zoals "2e verdieping".',
  ]),
  postalCode: w('Postcode', 'Postcode', ['Such as 1234 AB.', 'Zoals 1234 AB.']),
  city: w('Town', 'Plaats', ['Such as Utrecht.', 'Zoals Utrecht.']),
  countryCode: w('Country', 'Land', ['Two letters, such as NL.', 'Twee letters, zoals NL.']),
  'countryCode/value': w('Code', 'Code', [
    'NL for the Netherlands, BE for Belgium, DE for Germany.',
    'NL voor Nederland, BE voor België, DE voor Duitsland.',
  ]),
};
