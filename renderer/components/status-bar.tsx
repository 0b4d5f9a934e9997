export function StatusBar() {
  return <header className="status-bar" />;
}
