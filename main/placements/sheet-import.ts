// Placements from a spreadsheet, in two steps. The preview reads every row (the first bad one is
// reported by row and column, and nothing is read further) and says of each what it would do: add a
// placement, update the one with its assignment number, or, for possibly the same worker as a placement
// already here (made by hand too), update that one or add another; nothing is stored. The import does
// what the clerk chose per row (the suggestion where the clerk said nothing), all rows or none, and only
// then are Assignments queued.
import type {
  ImportCandidate,
  ImportChoice,
  ImportPreviewRow,
  PlacementImportPreview,
} from '../../shared/api/placement-types.ts';
import type { PlacementImportResult, PlacementSaved } from '../../shared/api/types.ts';
import { readPlacementSheet } from '../../shared/placement/csv.ts';
import { placementFields } from '../../shared/placement/input.ts';
import { candidatesFor, changesOf, suggestUpdate } from '../../shared/placement/match.ts';
import type { Placement } from '../../shared/placement/placement.ts';
import { CsvError } from '../../shared/text/csv.ts';
import { Refused } from '../messages/refusals.ts';
import type { Desk } from './desk.ts';
import { savePlacement } from './service.ts';

function readRows(desk: Desk, text: string) {
  const cps = desk.counterparties.list();
  const names = new Map(cps.map((cp) => [cp.name.toLowerCase(), cp.name]));
  const byPartyName = new Map(
    cps.flatMap((cp) => (cp.party?.name ? [[cp.party.name.toLowerCase(), cp.name] as const] : [])),
  );
  return readPlacementSheet(
    text,
    (name) => names.get(name.toLowerCase()) ?? byPartyName.get(name.toLowerCase()),
  );
}

const summary = (p: Placement): ImportCandidate['placement'] => ({
  id: p.id,
  workerName: p.worker.name,
  ...(p.worker.birthDate ? { birthDate: p.worker.birthDate } : {}),
  counterparty: p.counterparty,
  start: p.start,
  ...(p.end ? { end: p.end } : {}),
  assignmentNumber: p.assignmentId.value,
});

/** Every row of the sheet with what it would do; throws CsvError for the first row that is no placement. */
export function previewSheet(desk: Desk, text: string): PlacementImportPreview {
  const rows = readRows(desk, text);
  const placements = desk.placements.current();
  return {
    rows: rows.map(({ row, input }): ImportPreviewRow => {
      const found = candidatesFor(input, placements);
      const party = desk.counterparties.get(input.counterparty)?.party;
      const candidates = found.map(({ placement, reason }) => ({
        placement: summary(placement),
        reason,
        changes: changesOf(placement, placementFields(input, party, placement)),
      }));
      const update = suggestUpdate(input, found);
      const kind = found[0]?.reason === 'assignment-number' ? 'known' : found.length > 0 ? 'possible' : 'new';
      return {
        row,
        input,
        kind,
        candidates,
        suggested: update ? { row, action: 'update', placement: update.id } : { row, action: 'add' },
      };
    }),
  };
}

/** The clerk's choice for a row, checked against what the row may do. */
function chosen(row: ImportPreviewRow, choices: Map<number, ImportChoice>): ImportChoice {
  const choice = choices.get(row.row) ?? row.suggested;
  const fail = (why: string): never => {
    throw new Refused('choice', `Row ${row.row}: ${why}.`);
  };
  if (!['add', 'update', 'skip'].includes(choice.action)) fail('choose add, update or skip');
  if (choice.action === 'add' && row.kind === 'known')
    fail('its assignment number is a placement already; update it or skip the row');
  if (choice.action === 'update' && !row.candidates.some((c) => c.placement.id === choice.placement))
    fail('update one of the placements the preview offered');
  return choice;
}

/**
 * Imports the sheet as chosen: rows not named in `choices` take the preview's suggestion. One
 * transaction; a row the Workbench refuses is reported by its row, and nothing is stored.
 */
export function importSheet(desk: Desk, text: string, choices: ImportChoice[]): PlacementImportResult {
  const byRow = new Map(choices.map((c) => [c.row, c]));
  return desk.db.transaction(() => {
    const result = { created: 0, updated: 0, unchanged: 0, skipped: 0 };
    const placements: PlacementSaved[] = [];
    for (const row of previewSheet(desk, text).rows) {
      const choice = chosen(row, byRow);
      if (choice.action === 'skip') {
        result.skipped++;
        continue;
      }
      const target = row.candidates.find((c) => c.placement.id === choice.placement);
      if (choice.action === 'update' && target?.changes.length === 0) {
        result.unchanged++;
        continue;
      }
      try {
        placements.push(
          savePlacement(desk, row.input, choice.action === 'update' ? choice.placement : undefined),
        );
      } catch (e) {
        throw new CsvError(row.row, '', (e as Error).message);
      }
      if (choice.action === 'update') result.updated++;
      else result.created++;
    }
    return { ...result, placements };
  })();
}
