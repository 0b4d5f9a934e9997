/** Shown when the page was opened without the sign-in token `serve` prints. */
export function SignedOut() {
  return (
    <main className="signed-out">
      <h1>SETU Workbench</h1>
      <p>
        Open the Workbench with the address <code>setu-workbench serve</code> printed: it includes the sign-in
        token. <code>setu-workbench token</code> prints the token again.
      </p>
    </main>
  );
}
