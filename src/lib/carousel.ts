import { fill } from "./text";
/** Spec 4: the testimonial index moves forward or back and wraps around at both ends. */
export type CarouselStep = -1 | 1;

/** The index `step` places from `current` in a list of `length` items, wrapping at both ends. */
export function stepIndex(current: number, step: CarouselStep, length: number): number {
  if (length <= 0) return 0;
  return (((current + step) % length) + length) % length;
}

/** What a screen reader hears after a move, e.g. "Testimonial 2 of 4". */
export function positionLabel(template: string, index: number, length: number): string {
  return fill(template, { position: index + 1, count: length });
}
