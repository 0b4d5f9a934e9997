export function DraftEditorPage({ id }: { id: string }) {
  return <h1>DraftEditorPage</h1>;
}
