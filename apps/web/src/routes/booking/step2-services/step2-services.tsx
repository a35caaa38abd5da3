/** Built by its own issue; the booking page lazy-loads it. */
export default function Step2Services() {
  return <h1 className="booking__title">…</h1>;
}
