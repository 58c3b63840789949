import { lazy, useEffect, useState, type ComponentType } from 'react';
import { navigate } from '../router/location.ts';
import { readToken } from '../session/session.ts';
import { Spinner } from '../ui/loading.tsx';
import { fetchLatestOrder, pathForStatus } from './order-api.ts';
import { stepMustYield, type StepRoute } from './step-status.ts';

type Loader = () => Promise<{ default: ComponentType }>;

/**
 * Wraps an application step screen (loaded lazily by `load`) so that opening it before its
 * turn, or after submit, sends the borrower to the step the latest order routes to instead of
 * letting the form answer STEP_OUT_OF_ORDER on save. One place for every step screen.
 */
export function guardedStep(route: StepRoute, load: Loader): ComponentType {
  const Screen = lazy(load);
  return function GuardedStep() {
    const [open, setOpen] = useState(false);
    useEffect(() => {
      const controller = new AbortController();
      // Fetch the screen's chunk while the order is looked up, not after.
      void load();
      void (async () => {
        // Signed out: the router's guard has already sent the borrower to login.
        if (!readToken()) return setOpen(true);
        const latest = await fetchLatestOrder({ quiet: true, signal: controller.signal });
        if (controller.signal.aborted) return;
        const status = latest.ok ? latest.data.order?.status : undefined;
        const target = status !== undefined && stepMustYield(route, status) ? pathForStatus(status) : null;
        // A failed look-up fails open: the server still refuses a step out of order.
        if (target) navigate(target, { replace: true });
        else setOpen(true);
      })();
      return () => controller.abort();
    }, []);
    if (!open) {
      return (
        <div className="page-fallback">
          <Spinner />
        </div>
      );
    }
    return <Screen />;
  };
}
