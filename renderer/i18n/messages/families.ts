// What the messages are called: the SETU families, what is done with them, and where they are.
import { defineMessages } from '../define.ts';

export default defineMessages({
  'family.StaffingOrder': { en: 'Staffing order', nl: 'Aanvraag' },
  'family.HumanResource': { en: 'Worker details', nl: 'Medewerkergegevens' },
  'family.Assignment': { en: 'Assignment', nl: 'Opdracht' },
  'family.Timecard': { en: 'Timecard', nl: 'Urenbriefje' },
  'family.Invoice': { en: 'Invoice', nl: 'Factuur' },
  'family.Attachment': { en: 'Attachment', nl: 'Bijlage' },
  'family.InquiryPayEquity': { en: 'Pay equity inquiry', nl: 'Uitvraag gelijke beloning' },
  'family.PlanningRequest': { en: 'Planning request', nl: 'Planningsaanvraag' },
  'family.PlanningAssignment': { en: 'Planning assignment', nl: 'Planningsopdracht' },
  'family.PlanningConstraints': { en: 'Availability', nl: 'Beschikbaarheid' },
  'family.any': { en: 'All kinds', nl: 'Alle soorten' },
  'family.label': { en: 'Kind of message', nl: 'Soort bericht' },
  'family.new': { en: '{family} (new)', nl: '{family} (nieuw)' },
  'operation.submit': { en: 'Send', nl: 'Versturen' },
  'operation.update': { en: 'Change', nl: 'Wijziging' },
  'operation.delete': { en: 'Withdraw', nl: 'Intrekken' },
  'delivery.queued': { en: 'Waiting', nl: 'Wacht' },
  'delivery.sending': { en: 'Sending', nl: 'Wordt verstuurd' },
  'delivery.sent': { en: 'Sent', nl: 'Verzonden' },
  'delivery.failed': { en: 'Needs a fix', nl: 'Moet worden hersteld' },
  'delivery.blocked': { en: 'Waits for an earlier one', nl: 'Wacht op een eerder bericht' },
  'delivery.draft.ready': { en: 'Ready to send', nl: 'Klaar om te versturen' },
  'delivery.draft.problems': {
    en: '{count, plural, one {# problem} other {# problems}}',
    nl: '{count, plural, one {# probleem} other {# problemen}}',
  },
  'delivery.draft.queued': { en: 'In the outbox for {name}', nl: 'In de wachtrij voor {name}' },
  'delivery.draft.sent': { en: 'Sent to {name}', nl: 'Verzonden aan {name}' },
  'delivery.draft.rejected': { en: 'Rejected by {name}', nl: 'Afgewezen door {name}' },
  'delivery.draft.changed': {
    en: 'Changed since it was sent to {name}',
    nl: 'Gewijzigd sinds verzending aan {name}',
  },
});
