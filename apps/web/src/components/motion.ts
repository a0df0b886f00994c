/** The visitor asked their system for less motion (no carousel turning, no dialog zooming in). */
export const prefersReducedMotion = () =>
  typeof window !== 'undefined' && (window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false);
