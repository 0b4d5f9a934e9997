export function DraftsPage() {
  return <h1>DraftsPage</h1>;
}
