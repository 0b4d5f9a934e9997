// The options of a select of hour or allowance types: each by its name, with its code where that
// differs ("Normale uren (HT100)").
import { choiceLabel, type TypeChoice } from '../placements/type-names.ts';

export function TypeOptions({ choices }: { choices: TypeChoice[] }) {
  return choices.map((c) => (
    <option key={c.code} value={c.code}>
      {choiceLabel(c)}
    </option>
  ));
}
