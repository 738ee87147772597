/** Smooth scrolling, unless the visitor's system asks for reduced motion. */
export function scrollBehavior(): ScrollBehavior {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
}

/**
 * Brings an answer that is not wholly on the screen to the top: on a phone it sits under the form that
 * asked for it; on a desktop, beside the form, a centre card with its photo can reach below the fold.
 * One already wholly in view stays put.
 */
export function revealAnswer(element: HTMLElement | null): void {
  if (!element) return;
  const { top, bottom } = element.getBoundingClientRect();
  if (top >= 0 && bottom <= window.innerHeight) return;
  element.scrollIntoView({ block: 'start', behavior: scrollBehavior() });
}
