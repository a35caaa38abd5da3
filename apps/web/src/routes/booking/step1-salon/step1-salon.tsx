/** Built by its own issue; the booking page lazy-loads it. */
export default function Step1Salon() {
  return <h1 className="booking__title">…</h1>;
}
