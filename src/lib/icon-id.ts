/**
 * The id of an icon's symbol in the page (`<use href="#icon-arrow-right">`): prefixed, so that no
 * icon's name (list, phone, bank) can collide with a section's id.
 */
export const iconId = (name: string) => `icon-${name}`;
