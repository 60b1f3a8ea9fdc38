import {
  CompareInputError,
  problem,
  solveBuyEnough,
  solveReachThreshold,
  solveSplitOrders,
  type BuyEnoughNeed,
  type BuyEnoughResult,
  type CartGood,
  type CartRule,
  type CompareItem,
  type CompareProblem,
  type ReachResult,
  type SplitResult,
} from './core';

/** Work sent to the solver worker; plain data so it crosses postMessage unchanged. */
export type SolverTask =
  | { kind: 'buyEnough'; items: CompareItem[]; need: BuyEnoughNeed; unit?: string }
  | { kind: 'reach'; goods: CartGood[]; rule: CartRule }
  | { kind: 'split'; goods: CartGood[]; rule: CartRule };

export type SolverOutput =
  | { kind: 'buyEnough'; result: BuyEnoughResult }
  | { kind: 'reach'; result: ReachResult }
  | { kind: 'split'; result: SplitResult };

export type SolverReply = { ok: true; output: SolverOutput } | { ok: false; error: CompareProblem };

/** Runs a task; input errors come back as their problem, never as an exception. */
export function runSolverTask(task: SolverTask): SolverReply {
  try {
    switch (task.kind) {
      case 'buyEnough':
        return {
          ok: true,
          output: {
            kind: 'buyEnough',
            result: solveBuyEnough(task.items, task.need, { unit: task.unit }),
          },
        };
      case 'reach':
        return {
          ok: true,
          output: { kind: 'reach', result: solveReachThreshold(task.goods, task.rule) },
        };
      case 'split':
        return {
          ok: true,
          output: { kind: 'split', result: solveSplitOrders(task.goods, task.rule) },
        };
    }
  } catch (error) {
    if (error instanceof CompareInputError) return { ok: false, error: error.problem };
    const detail = error instanceof Error ? error.message : String(error);
    return { ok: false, error: problem('solver-failed', { detail }) };
  }
}
