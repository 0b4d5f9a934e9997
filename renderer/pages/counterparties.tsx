export function CounterpartiesPage() {
  return <h1>CounterpartiesPage</h1>;
}
