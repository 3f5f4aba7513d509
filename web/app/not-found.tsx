export default function NotFound() {
  return (
    <section className="panel">
      <h1>Not found</h1>
      <p>
        <a href="/">Back to my games</a>
      </p>
    </section>
  );
}
