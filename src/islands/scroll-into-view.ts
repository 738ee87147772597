/** Smooth scrolling, unless the visitor's system asks for reduced motion. */
export function scrollBehavior(): ScrollBehavior {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
}

/**
 * Brings an answer that starts below the upper half of the screen (on a phone, under the form that
 * asked for it) to the top; one already near the top (a desktop's column beside the form) stays put.
 */
export function revealAnswer(element: HTMLElement | null): void {
  if (!element) return;
  const { top } = element.getBoundingClientRect();
  if (top >= 0 && top <= window.innerHeight / 2) return;
  element.scrollIntoView({ block: 'start', behavior: scrollBehavior() });
}
