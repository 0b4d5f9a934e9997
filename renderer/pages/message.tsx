export function MessagePage({ collection, id }: { collection: string; id: string }) {
  return <h1>MessagePage</h1>;
}
