export function OutboxPage() {
  return <h1>OutboxPage</h1>;
}
