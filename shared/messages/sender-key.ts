// Who a stored message's owner is: the exchange server records the name of the inbound key it came
// with; '' is a message sent without a key (an open, loopback server), `import` a file imported as
// received, and `office:<name>` what came down an office server's feed from that key's holder.

const OFFICE = 'office:';

/** The inbound key's name a message came with; undefined where it came without one. */
export function keyOf(owner: string): string | undefined {
  const key = owner.startsWith(OFFICE) ? owner.slice(OFFICE.length) : owner;
  return key === '' || key === 'import' ? undefined : key;
}
