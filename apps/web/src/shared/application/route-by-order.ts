import { navigate } from '../router/location.ts';
import { showToast } from '../ui/toast-store.ts';
import { applyMarket, applyMarketAgain, fetchLatestOrder, pathForStatus, type LoanChoice } from './order-api.ts';

/**
 * Sends the borrower to the step their latest order is at. Answers false when there is no
 * order, or its status routes nowhere (the caller decides what then).
 */
export async function routeByLatestOrder(): Promise<boolean> {
  const latest = await fetchLatestOrder({ loading: true });
  if (!latest.ok || !latest.data.order) return false;
  const path = pathForStatus(latest.data.order.status);
  if (!path) return false;
  navigate(path);
  return true;
}

/** Goes to the step a started application answered; when refused, to where the latest order is, else says why. */
async function goToStart(applied: Awaited<ReturnType<typeof applyMarket>>): Promise<void> {
  if (applied.ok) {
    const path = pathForStatus(applied.data.status);
    if (path) navigate(path);
    return;
  }
  if (await routeByLatestOrder()) return;
  if (applied.msg) showToast(applied.msg, 'error');
}

/**
 * "Apply": starts an application with the borrower's choice, or gets the one in progress back
 * (apply-market returns an unfinished order), then goes to its step. An order past submit
 * cannot be restarted; the latest order then says where the borrower is.
 */
export async function startApplication(choice?: LoanChoice): Promise<void> {
  await goToStart(await applyMarket(choice));
}

/**
 * "Apply again" after a finished loan: apply-market-again with that loan's number starts the
 * next application at the first step to renew (ADR 035). When it is refused because an
 * application is already under way, the latest order says where to go.
 */
export async function startNextApplication(finishedOrderNo: string, choice: LoanChoice): Promise<void> {
  await goToStart(await applyMarketAgain(finishedOrderNo, choice));
}

/** Arriving at the first step with no application (e.g. straight back from sign-in): start one. */
export async function ensureOrder(): Promise<void> {
  const latest = await fetchLatestOrder({ quiet: true });
  if (latest.ok && latest.data.order === null) await applyMarket();
}
