// A SETU work location in one line, as an address is written: "Restaurant aan zee, Aan zee straat 17,
// 9001 JJ Noordwijk aan zee".
const part = (...values: unknown[]) =>
  values
    .filter((v) => typeof v === 'string' && v.trim() !== '')
    .join(' ')
    .trim();

export function locationText(location: Record<string, unknown>): string {
  const { name, streetName, houseNumber, houseNumberAddition, buildingAddition, postalCode, city } = location;
  return [
    part(name),
    part(streetName, houseNumber, houseNumberAddition, buildingAddition),
    part(postalCode, city),
  ]
    .filter(Boolean)
    .join(', ');
}
