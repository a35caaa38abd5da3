import { useEffect, useState } from 'react';

/**
 * True once the page is scrolled past `fraction` of the screen's height. The floating buttons wait for
 * it, so on the first screen (the booking box, the lookup's 'Tra cứu', an error under them) they cover nothing.
 */
export function useScrolledPast(fraction = 0.5): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const check = () => setPast(window.scrollY > window.innerHeight * fraction);
    check();
    window.addEventListener('scroll', check, { passive: true });
    return () => window.removeEventListener('scroll', check);
  }, [fraction]);
  return past;
}
