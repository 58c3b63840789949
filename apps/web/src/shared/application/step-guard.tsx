import { useEffect, useState, type ComponentType } from 'react';
import { useRead } from '../api/use-read.ts';
import { lazyScreen } from '../i18n/lazy-screen.ts';
import { navigate } from '../router/location.ts';
import { useSession } from '../session/session.ts';
import { Spinner } from '../ui/loading.tsx';
import { LATEST_ORDER, LATEST_ORDER_READ, pathForStatus } from './order-api.ts';
import { StepModeContext } from './step-mode.ts';
import { isSubmitted, stepMustYield, type StepRoute } from './step-status.ts';

type Loader = () => Promise<{ default: ComponentType }>;

/**
 * Wraps an application step screen (loaded lazily by `load`) so that opening it before its
 * turn sends the borrower to the step the latest order routes to instead of letting the form
 * answer STEP_OUT_OF_ORDER on save, and so that after submit it opens read-only. One place for
 * every step screen.
 */
export function guardedStep(route: StepRoute, load: Loader): ComponentType {
  const Screen = lazyScreen(load);
  return function GuardedStep() {
    const { token } = useSession();
    // Signed out: the router's guard has already sent the borrower to login.
    const latest = useRead(token ? LATEST_ORDER : null, {}, { ...LATEST_ORDER_READ, quiet: true });
    const [open, setOpen] = useState(false);
    // Decided on this screen's own answer, never on one cached from an earlier screen. A failed
    // look-up fails open: the server still refuses a step out of order.
    const order = latest.isLoading || latest.error ? undefined : (latest.data?.order ?? undefined);
    const status = order?.status;
    const decided = !token || !latest.isLoading;
    const readOnly = order !== undefined && isSubmitted(order);

    // Fetch the screen's chunk while the order is looked up, not after.
    useEffect(() => void load(), []);
    useEffect(() => {
      if (!decided || open) return;
      const target = status !== undefined && stepMustYield(route, status) ? pathForStatus(status) : null;
      if (target) navigate(target, { replace: true });
      else setOpen(true);
    }, [decided, open, status]);

    if (!open) {
      return (
        <div className="page-fallback">
          <Spinner />
        </div>
      );
    }
    return (
      <StepModeContext value={{ route, readOnly }}>
        <Screen />
      </StepModeContext>
    );
  };
}
