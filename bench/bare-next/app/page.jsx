// Nothing of ours: a heading and a paragraph, rendered at build time, hydrated by React.
export default function Page() {
  return (
    <main>
      <h1>Automatisation IA pour les PME</h1>
      <p>Une page Next nue, sans styles ni composants du site : ce que coûte le framework seul.</p>
    </main>
  );
}
