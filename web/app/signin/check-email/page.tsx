export default function CheckEmail() {
  return (
    <section className="panel signin">
      <h1>Check your email</h1>
      <p>A sign-in link is on its way. Running locally? The local mail viewer shows it.</p>
    </section>
  );
}
