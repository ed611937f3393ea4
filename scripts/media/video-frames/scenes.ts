// The seven videos, in the order the home page shows them, with their words in one language.
import { aggregator } from "./aggregator";
import { bbps } from "./bbps";
import { compliance } from "./compliance";
import { digitalonboarding } from "./digitalonboarding";
import { hero } from "./hero";
import { payout } from "./payout";
import type { Scene } from "./scene";
import { trust } from "./trust";
import type { Words } from "./words";

export const scenesIn = (w: Words): Scene[] => [
  hero(w.hero, w.checkout),
  digitalonboarding(w.digitalonboarding),
  trust(w.trust),
  payout(w.payout),
  bbps(w.bbps, w.checkout),
  aggregator(w.aggregator, w.checkout),
  compliance(w.compliance),
];
