// The worker in words: who they are (name, identity, documents), what they can do (competences,
// certificates, availability) and the terms of their placement.
import { type FieldWords, w } from './field-words.ts';

const workerNumbers: FieldWords['help'] = [
  'The numbers under which the agency and the customer know the worker, such as a personnel number.',
  'De nummers waaronder het bureau en de klant de medewerker kennen, zoals een personeelsnummer.',
];
const asOnTheDocument: FieldWords['help'] = [
  'As printed on the document.',
  'Zoals het op het document staat.',
];

export const personWords: Record<string, FieldWords> = {
  person: w('Worker', 'Medewerker', [
    'The person this message is about: their name and the numbers each party knows them by.',
    'De persoon over wie dit bericht gaat: naam en de nummers waaronder elke partij hem of haar kent.',
  ]),
  'person/id': w('Worker numbers', 'Medewerkernummers', workerNumbers, ['number', 'nummer']),
  'person/name': w('Name', 'Naam', [
    "The worker's name: at least the full name, the separate parts where the other party asks for them.",
    'De naam van de medewerker: ten minste de volledige naam, de losse delen als de andere partij erom vraagt.',
  ]),
  'person/legalId': w('Citizen service number', 'Burgerservicenummer', [
    'The BSN; for a worker from abroad, the national number of their own country.',
    'Het BSN; bij een buitenlandse medewerker het nationale nummer van het eigen land.',
  ]),
  worker: w('Worker', 'Medewerker', [
    'The worker these wishes and this availability are for.',
    'De medewerker voor wie deze wensen en deze beschikbaarheid gelden.',
  ]),
  workerId: w('Worker numbers', 'Medewerkernummers', workerNumbers, ['number', 'nummer']),
  requestedWorker: w(
    'Worker asked for',
    'Gevraagde medewerker',
    [
      'A particular worker the customer asks for, if it has someone in mind.',
      'Een bepaalde medewerker om wie de klant vraagt, als die iemand op het oog heeft.',
    ],
    ['worker', 'medewerker'],
  ),
  assignedWorker: w('Worker placed', 'Geplaatste medewerker', [
    'The worker placed on this position, and the terms they work under.',
    'De medewerker die op deze functie is geplaatst, en de voorwaarden waaronder die werkt.',
  ]),
  formattedName: w('Full name', 'Volledige naam', [
    'As it is written on letters.',
    'Zoals het op brieven staat.',
  ]),
  given: w(
    'Given names',
    'Voornamen',
    ['Each given name on its own, as in the passport.', 'Elke voornaam apart, zoals in het paspoort.'],
    ['given name', 'voornaam'],
  ),
  preferred: w('Called by', 'Roepnaam', [
    'The name the worker goes by, when it differs from the first given name.',
    'De naam waarmee de medewerker wordt aangesproken, als die afwijkt van de eerste voornaam.',
  ]),
  family: w('Surname', 'Achternaam', [
    'Without the prefix: "Berg" for Jan van den Berg.',
    'Zonder tussenvoegsel: "Berg" voor Jan van den Berg.',
  ]),
  familyPrefix: w('Surname prefix', 'Tussenvoegsel', ['Such as "van der".', 'Zoals "van der".']),
  formerFamily: w('Former surname', 'Vorige achternaam', [
    'The surname from before a change, such as a maiden name.',
    'De achternaam van vóór een wijziging, zoals een meisjesnaam.',
  ]),
  formerFamilyPrefix: w('Former surname prefix', 'Vorig tussenvoegsel', [
    'The prefix that went with the former surname, such as "de".',
    'Het tussenvoegsel dat bij de vorige achternaam hoorde, zoals "de".',
  ]),
  initials: w('Initials', 'Voorletters', ['With full stops, such as J.P.', 'Met punten, zoals J.P.']),
  legal: w('Legal name', 'Officiële naam', [
    'The name as in the identity document, when it differs from the surname.',
    'De naam zoals in het identiteitsbewijs, als die afwijkt van de achternaam.',
  ]),
  preferredSalutationCode: w('Salutation', 'Aanhef', [
    'How to address the person in a letter, such as Mr, Ms or Dr.',
    'Hoe u de persoon in een brief aanspreekt, zoals dhr., mevr. of dr.',
  ]),
  qualificationAffixCode: w('Title', 'Titel', [
    'A title written after the name, such as MSc or PhD.',
    'Een titel die achter de naam komt, zoals MSc of PhD.',
  ]),
  birthDate: w('Date of birth', 'Geboortedatum', [
    'As in the identity document.',
    'Zoals in het identiteitsbewijs.',
  ]),
  birthPlace: w('Place of birth', 'Geboorteplaats', [
    'The town, or the country, of birth as in the identity document.',
    'De plaats, of het land, van geboorte zoals in het identiteitsbewijs.',
  ]),
  gender: w('Gender', 'Geslacht', [
    'As registered in the identity document.',
    'Zoals vastgelegd in het identiteitsbewijs.',
  ]),
  'gender/value': w('Code', 'Code', [
    '0 not known, 1 male, 2 female, 9 not applicable: the international ISO 5218 codes.',
    '0 onbekend, 1 man, 2 vrouw, 9 niet van toepassing: de internationale ISO 5218-codes.',
  ]),
  nationality: w(
    'Nationalities',
    'Nationaliteiten',
    [
      'Two letters for each nationality, such as NL; a worker may have more than one.',
      'Twee letters per nationaliteit, zoals NL; een medewerker kan er meer hebben.',
    ],
    ['nationality', 'nationaliteit'],
  ),
  primaryLanguage: w('Language', 'Voertaal', [
    'The language to use with the worker.',
    'De taal waarin u de medewerker aanspreekt.',
  ]),
  'primaryLanguage/value': w('Code', 'Code', [
    'Two letters, such as NL for Dutch or EN for English.',
    'Twee letters, zoals NL voor Nederlands of EN voor Engels.',
  ]),
  legalDocuments: w(
    'Identity documents',
    'Identiteitsbewijzen',
    [
      'The passport, identity card or residence permit the worker showed.',
      'Het paspoort, de identiteitskaart of de verblijfsvergunning die de medewerker liet zien.',
    ],
    ['document', 'document'],
  ),
  'legalDocuments/value': w('Document number', 'Documentnummer', asOnTheDocument),
  documentType: w('Kind of document', 'Soort document', [
    'Such as passport, identity card or residence permit.',
    'Zoals paspoort, identiteitskaart of verblijfsvergunning.',
  ]),
  issueDate: w('Date of issue', 'Datum van uitgifte', asOnTheDocument),
  expirationDate: w('Valid until', 'Geldig tot', [
    'As printed on the document; check it before the worker starts.',
    'Zoals het op het document staat; controleer die voordat de medewerker begint.',
  ]),
  profiles: w('Profile', 'Profiel', [
    'What the worker can do and when: competences, certificates, availability, and documents such as a CV.',
    'Wat de medewerker kan en wanneer: competenties, certificaten, beschikbaarheid, en documenten zoals een cv.',
  ]),
  personAvailability: w('Availability', 'Beschikbaarheid', [
    'From when, and until when, the worker is free to work.',
    'Vanaf wanneer, en tot wanneer, de medewerker kan werken.',
  ]),
  availabilityDates: w(
    'Available',
    'Beschikbaar',
    [
      'One line for each period the worker is free to work.',
      'Eén regel per periode waarin de medewerker kan werken.',
    ],
    ['period', 'periode'],
  ),
  qualifications: w(
    'Qualifications',
    'Kwalificaties',
    [
      'Competences the worker has, such as a level of skill or experience with a machine.',
      'Competenties van de medewerker, zoals een vakniveau of ervaring met een machine.',
    ],
    ['qualification', 'kwalificatie'],
  ),
  'qualifications/description': w('Description', 'Omschrijving', [
    'What the competence involves, or how the worker showed it.',
    'Wat de competentie inhoudt, of hoe de medewerker die heeft laten zien.',
  ]),
  competencyIds: w(
    'Competence numbers',
    'Competentienummers',
    [
      'The code of the competence in a list that the customer and the agency share.',
      'De code van de competentie in een lijst die klant en bureau delen.',
    ],
    ['number', 'nummer'],
  ),
  competencyName: w('Competence', 'Competentie', [
    'Such as "Forklift driving" or "Spoken Dutch".',
    'Zoals "Heftruck rijden" of "Nederlands spreken".',
  ]),
  startDate: w('First day', 'Eerste dag', [
    'Since when the worker has it.',
    'Sinds wanneer de medewerker die heeft.',
  ]),
  endDate: w('Last day', 'Laatste dag', [
    'Until when it counts, if it runs out.',
    'Tot wanneer die telt, als die afloopt.',
  ]),
  certifications: w(
    'Certificates',
    'Certificaten',
    [
      'Diplomas and certificates, such as VCA or a forklift certificate.',
      "Diploma's en certificaten, zoals VCA of een heftruckcertificaat.",
    ],
    ['certificate', 'certificaat'],
  ),
  'certifications/name': w('Name', 'Naam', [
    'Such as "VCA basic safety" or "Forklift certificate".',
    'Zoals "VCA Basisveiligheid" of "Heftruckcertificaat".',
  ]),
  'certifications/id': w(
    'Numbers',
    'Nummers',
    [
      "The certificate's number, as the body that issued it gave it.",
      'Het nummer van het certificaat, zoals de uitgevende instantie het gaf.',
    ],
    ['number', 'nummer'],
  ),
  licenses: w(
    'Licences',
    'Rijbewijzen en vergunningen',
    [
      'Licences the work needs, such as a lorry driving licence.',
      'Vergunningen die het werk vraagt, zoals rijbewijs C.',
    ],
    ['licence', 'vergunning'],
  ),
  'licenses/name': w('Name', 'Naam', [
    'Such as "Driving licence C" or "Code 95".',
    'Zoals "Rijbewijs C" of "Code 95".',
  ]),
  issuingAuthority: w('Issued by', 'Uitgegeven door', [
    'The organisation that gave out the certificate or licence.',
    'De organisatie die het certificaat of de vergunning uitgaf.',
  ]),
  'issuingAuthority/name': w('Name', 'Naam', [
    'Such as the examination body or the RDW.',
    'Zoals het examenbureau of de RDW.',
  ]),
  firstIssued: w('First issued', 'Eerst uitgegeven', [
    'When the worker first obtained it; renewals leave this date as it is.',
    'Wanneer de medewerker het voor het eerst behaalde; verlengingen laten deze datum zoals die is.',
  ]),
  attachments: w(
    'Attachments',
    'Bijlagen',
    [
      'Documents about the worker, such as a CV or a copy of an identity document, as a file or a link.',
      'Documenten over de medewerker, zoals een cv of een kopie van een identiteitsbewijs, als bestand of link.',
    ],
    ['attachment', 'bijlage'],
  ),
  'attachments/descriptions': w('Descriptions', 'Omschrijvingen', [
    'What the document is: a CV, passport, identity card, driving licence, certificate of conduct (VOG) and so on.',
    'Wat het document is: een cv, paspoort, identiteitskaart, rijbewijs, verklaring omtrent het gedrag (VOG) enzovoort.',
  ]),
  insuranceGroup: w('Insurance group', 'Verzekeringsgroep', [
    "The group the worker is insured in, as the agency's payroll knows it.",
    'De groep waarin de medewerker verzekerd is, zoals de salarisadministratie van het bureau die kent.',
  ]),
  employeePhase: w('Phase', 'Fase', [
    'The phase of the worker’s contract (such as A or B).',
    'De fase van het contract van de medewerker (zoals A of B).',
  ]),
  employeeContract: w('Employed by the agency', 'In dienst van het bureau', [
    'Yes when the worker has an employment contract with the agency itself.',
    'Ja als de medewerker een arbeidscontract bij het bureau zelf heeft.',
  ]),
  onCallContract: w(
    'On-call contracts',
    'Oproepcontracten',
    [
      'The periods in which the worker works for the agency on call.',
      'De periodes waarin de medewerker op oproepbasis voor het bureau werkt.',
    ],
    ['on-call contract', 'oproepcontract'],
  ),
  onCallIndicator: w('On call', 'Oproepbasis', [
    'Yes when the contract in this period is an on-call contract.',
    'Ja als het contract in deze periode een oproepcontract is.',
  ]),
  recruitedBy: w('Recruited by', 'Geworven door', [
    'Who found the worker: the customer or the agency.',
    'Wie de medewerker vond: de klant of het bureau.',
  ]),
  vacationWorker: w('Holiday worker', 'Vakantiekracht', [
    'Yes for a pupil or student who works during the holidays.',
    'Ja voor een scholier of student die in de vakantie werkt.',
  ]),
};
