// The seven videos, in the order the home page shows them.
import { aggregator } from "./aggregator";
import { bbps } from "./bbps";
import { compliance } from "./compliance";
import { digitalonboarding } from "./digitalonboarding";
import { hero } from "./hero";
import { payout } from "./payout";
import type { Scene } from "./scene";
import { trust } from "./trust";

export const scenes: Scene[] = [hero, digitalonboarding, trust, payout, bbps, aggregator, compliance];
