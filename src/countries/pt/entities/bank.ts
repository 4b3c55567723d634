import type { Rng } from '../../../random/rng.js';
import {
  BANK_GROUP_SHARE_PT,
  BANK_GROUP_WEIGHTS_PT,
  OTHER_DOMESTIC_WEIGHT_PT,
} from '../data/bank-weights.js';
import { BANKS_PT } from '../data/generated/banks.js';

export interface BankDrawPt {
  /** 4-digit code (first 4 digits of the NIB). */
  readonly code: string;
  readonly name: string;
  readonly bic: string;
}

let cumulative: number[] | undefined;

/**
 * Weights parallel to BANKS_PT: the big retail groups share
 * BANK_GROUP_SHARE_PT by their deposits, every other pool bank the rest
 * (../data/bank-weights.ts says why and from what).
 */
function bankCumulative(): number[] {
  if (!cumulative) {
    const deposits = new Map(BANK_GROUP_WEIGHTS_PT.map((g) => [g.code, g.deposits]));
    for (const code of deposits.keys())
      if (!BANKS_PT.some((b) => b.code === code)) throw new Error(`bank ${code} is not in the pool`);
    const totalDeposits = [...deposits.values()].reduce((a, b) => a + b, 0);
    const otherWeight = (b: (typeof BANKS_PT)[number]) => (b.foreignBranch ? 1 : OTHER_DOMESTIC_WEIGHT_PT);
    const totalOther = BANKS_PT.filter((b) => !deposits.has(b.code)).reduce((s, b) => s + otherWeight(b), 0);
    let running = 0;
    cumulative = BANKS_PT.map((b) => {
      const group = deposits.get(b.code);
      running +=
        group === undefined
          ? ((1 - BANK_GROUP_SHARE_PT) * otherWeight(b)) / totalOther
          : (BANK_GROUP_SHARE_PT * group) / totalDeposits;
      return running;
    });
  }
  return cumulative;
}

/** A Portuguese bank that holds current accounts, drawn by market share; one draw from `rng`. */
export function drawBankPt(rng: Rng): BankDrawPt {
  const bank = BANKS_PT[rng.weighted(bankCumulative())]!;
  return { code: bank.code, name: bank.name, bic: bank.bic };
}
