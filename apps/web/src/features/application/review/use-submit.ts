import { useRef, useState } from 'react';
import { request } from '../../../shared/api/client.ts';
import { fetchLatestOrder, orderChanged, pathForStatus } from '../../../shared/application/order-api.ts';
import { clearDraftsOf } from '../../../shared/forms/drafts.ts';
import { navigate } from '../../../shared/router/location.ts';
import { useBorrower } from '../use-user.ts';

/**
 * Submits the application once: the button is disabled while the call runs and a second tap
 * in the same instant finds the ref already set. (The server is idempotent too: a retry after
 * a dropped connection answers the same order and status.)
 */
export function useSubmit(knownOrderNo: string | null) {
  const { userId } = useBorrower();
  const inFlight = useRef(false);
  const [submitting, setSubmitting] = useState(false);

  async function orderNo(): Promise<string | null> {
    if (knownOrderNo) return knownOrderNo;
    const latest = await fetchLatestOrder();
    return latest.ok ? (latest.data.order?.orderNo ?? null) : null;
  }

  async function submit() {
    if (inFlight.current) return;
    inFlight.current = true;
    setSubmitting(true);
    const number = await orderNo();
    const result = number ? await request('/user/submit', { orderNo: number }, { loading: true }) : null;
    inFlight.current = false;
    setSubmitting(false);
    if (result?.ok) {
      // Nothing of the application can change now: a draft would only show unsent edits on
      // the read-only steps, and it holds personal data.
      if (userId) clearDraftsOf(userId);
      orderChanged();
      navigate(pathForStatus(result.data.status) ?? '/');
    }
    return result;
  }

  return { submitting, submit };
}
