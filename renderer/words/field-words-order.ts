// What a staffing order and its answers refer to, in words: the kind of request, the numbers of the
// order, quote and assignment, and where the customer books the work (department, cost centre, project).
import { type FieldWords, w } from './field-words.ts';

export const orderWords: Record<string, FieldWords> = {
  orderType: w('Kind of request', 'Soort aanvraag', [
    'A request for a quote, or an order.',
    'Een offerteaanvraag of een order.',
  ]),
  reasonOfChange: w('Reason for the change', 'Reden van de wijziging', [
    'Why this message changes an earlier one, such as "Start date moved".',
    'Waarom dit bericht een eerder bericht wijzigt, zoals "Begindatum verschoven".',
  ]),
  requestComments: w(
    'Comments on the request',
    'Opmerkingen bij de aanvraag',
    [
      'Anything more the planner should know about this request.',
      'Wat de planner verder over deze aanvraag moet weten.',
    ],
    ['comment', 'opmerking'],
  ),
  requestForQuotationDetails: w('About the request', 'Over de aanvraag', [
    'How the customer handles this request for a quote.',
    'Hoe de klant deze offerteaanvraag afhandelt.',
  ]),
  multiVendorDistribution: w('Sent to several agencies', 'Naar meerdere bureaus gestuurd', [
    'Yes when the customer sent the same request to other agencies as well.',
    'Ja als de klant dezelfde aanvraag ook naar andere bureaus stuurde.',
  ]),
  customerSpecificRequirements: w("The customer's own requirements", 'Eigen eisen van de klant', [
    "A link to one of the customer's own requirements; only those that SETU has admitted to its list.",
    'Een link naar een van de eigen eisen van de klant; alleen die SETU op haar lijst heeft toegelaten.',
  ]),
  staffingIds: w('References', 'Kenmerken', [
    'The numbers of the order, quote and assignment this message belongs to.',
    'De nummers van de aanvraag, offerte en opdracht waar dit bericht bij hoort.',
  ]),
  assignmentId: w('Assignment number', 'Opdrachtnummer', [
    'The number of the assignment (placement) these hours are for.',
    'Het nummer van de opdracht (plaatsing) waar deze uren bij horen.',
  ]),
  requestForQuotationId: w('Order number', 'Aanvraagnummer', [
    "The number of the customer's request or order.",
    'Het nummer van de aanvraag of order van de klant.',
  ]),
  masterOrderId: w('Framework order number', 'Raamordernummer', [
    'The number of the framework agreement this order falls under, if there is one.',
    'Het nummer van de raamovereenkomst waaronder deze order valt, als die er is.',
  ]),
  previousOrderId: w('Previous order number', 'Vorig ordernummer', [
    'The number of the earlier order for the same position, when this one follows it up.',
    'Het nummer van de eerdere order voor dezelfde functie, als deze daarop volgt.',
  ]),
  quoteId: w('Quote number', 'Offertenummer', [
    'The number of the worker details the agency offered, which this order takes up.',
    'Het nummer van de medewerkergegevens die het bureau aanbood, waarop deze order ingaat.',
  ]),
  purchaseOrderNumber: w('Purchase order number', 'Inkoopordernummer', [
    "The customer's purchase order, as it wants it on invoices.",
    'De inkooporder van de klant, zoals die op facturen moet staan.',
  ]),
  purchaseOrderLineItem: w('Purchase order line', 'Inkooporderregel', [
    "The line of the customer's purchase order this belongs to, when it asks for one.",
    'De regel van de inkooporder van de klant waar dit bij hoort, als die daarom vraagt.',
  ]),
  referenceNumber: w('Reference', 'Referentie', [
    'Any other reference the customer wants to see back, such as its own file number.',
    'Een ander kenmerk dat de klant terug wil zien, zoals een eigen dossiernummer.',
  ]),
  resourceClassificationInclusion: w('Cost allocation', 'Kostentoewijzing', [
    'Where the customer books the costs: department, cost centre, project, references.',
    'Waar de klant de kosten boekt: afdeling, kostenplaats, project, kenmerken.',
  ]),
  costAllocation: w('Cost sharing', 'Kostenverdeling', [
    'The cost centre and project the customer books this work on.',
    'De kostenplaats en het project waarop de klant dit werk boekt.',
  ]),
  department: w('Department', 'Afdeling', [
    "The customer's department where the work is done, as a code and a name.",
    'De afdeling van de klant waar het werk gedaan wordt, als code en naam.',
  ]),
  costCenter: w('Cost centre', 'Kostenplaats', [
    "The customer's cost centre the hours or costs are booked on.",
    'De kostenplaats van de klant waarop de uren of kosten geboekt worden.',
  ]),
  project: w('Project', 'Project', [
    "The customer's project the work is for, when it books by project.",
    'Het project van de klant waarvoor het werk is, als die per project boekt.',
  ]),
};
