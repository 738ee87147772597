// One time budget per request (REQUEST_TIMEOUT_MS): the session look-up, the page's or the endpoint's
// calls to the backend and the backend's own work all spend the same budget, so a database that does
// not answer costs a request one budget, not one per call. The middleware opens it; every call to the
// backend asks what is left.
import { AsyncLocalStorage } from 'node:async_hooks';

const budget = new AsyncLocalStorage<{ deadline: number }>();

/** Runs `work` with a budget of `ms` from now. */
export function withRequestBudget<T>(ms: number, work: () => T): T {
  return budget.run({ deadline: performance.now() + ms }, work);
}

/** What is left of the current request's budget (ms, never below 0), or undefined outside a request. */
export function remainingBudgetMs(): number | undefined {
  const store = budget.getStore();
  return store ? Math.max(0, Math.floor(store.deadline - performance.now())) : undefined;
}
