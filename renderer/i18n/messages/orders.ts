// A received order: who sent it (the relation its key belongs to), and placing someone on it.
import { defineMessages } from '../define.ts';

export default defineMessages({
  'order.place': { en: 'Place someone', nl: 'Iemand plaatsen' },
  'order.for': { en: 'For order {number} from {customer}.', nl: 'Voor order {number} van {customer}.' },
  'order.open': { en: 'Show the order', nl: 'Order bekijken' },
  'order.location': { en: 'Place of work', nl: 'Werklocatie' },
  'order.loading': { en: 'Reading the order…', nl: 'De order wordt gelezen…' },
  'order.sent': {
    en: 'Saved. The worker and the assignment wait in the outbox for {customer}.',
    nl: 'Opgeslagen. De medewerker en de opdracht staan in de wachtrij voor {customer}.',
  },
  'order.workerNotQueued': {
    en: 'Saved. The worker was not queued: {reason}.',
    nl: 'Opgeslagen. De medewerker is niet klaargezet: {reason}.',
  },
  'sender.tie.hint': {
    en: 'The key "{key}" does not belong to a relation yet. Choose the relation it was given to: its messages are then named after that relation.',
    nl: 'De sleutel "{key}" hoort nog niet bij een relatie. Kies de relatie die deze sleutel heeft gekregen: haar berichten heten dan naar die relatie.',
  },
  'sender.tie.label': { en: 'Relation of this key', nl: 'Relatie van deze sleutel' },
  'sender.tie.choose': { en: 'Choose a relation', nl: 'Kies een relatie' },
  'sender.tie.save': { en: 'Tie to this relation', nl: 'Koppelen' },
  'sender.tie.change': { en: 'Another relation…', nl: 'Andere relatie…' },
  'sender.tie.none': {
    en: 'Add the relation under Counterparties first.',
    nl: 'Voeg de relatie eerst toe onder Relaties.',
  },
});
