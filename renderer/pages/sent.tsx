export function SentPage() {
  return <h1>SentPage</h1>;
}
