/**
 * The events that mean a visitor has started using a part of the page (pointer, touch, focus,
 * key): the first of them inside a part still waiting for its code or its hydration releases it.
 */
export const USE_EVENTS = ["pointerdown", "touchstart", "focusin", "keydown"] as const;
